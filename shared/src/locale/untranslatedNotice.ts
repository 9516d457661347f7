import type { Language } from './locales';

/** The languages the site does not write yet: their locales show the English text. */
export type UntranslatedLanguage = Extract<Language, 'sv' | 'fi' | 'de'>;

/**
 * The one line an sv, fi or de page shows above its English text, in the reader's language:
 * what they are about to read is English, and where the English site for their country is.
 * (The message files hold en, da and nb only, so these few words live here.)
 */
export const UNTRANSLATED_NOTICE: Record<UntranslatedLanguage, { text: string; link: string }> = {
  sv: {
    text: 'Den här sidan finns ännu inte på svenska, så den visas på engelska.',
    link: 'Gå till den engelska sidan',
  },
  fi: {
    text: 'Tätä sivua ei ole vielä suomeksi, joten se näytetään englanniksi.',
    link: 'Siirry englanninkieliselle sivulle',
  },
  de: {
    text: 'Diese Seite gibt es noch nicht auf Deutsch, daher zeigen wir sie auf Englisch.',
    link: 'Zur englischen Seite',
  },
};

/** Whether a language's pages carry the notice. */
export function isUntranslated(language: string): language is UntranslatedLanguage {
  return Object.hasOwn(UNTRANSLATED_NOTICE, language);
}
