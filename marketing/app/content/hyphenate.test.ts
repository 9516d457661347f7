import { describe, expect, it } from 'vitest';
import { hyphenateText, hyphenateWord } from './hyphenate';

const shown = (text: string) => text.replaceAll('\u00AD', '·');

/**
 * Where each word may break, as a Danish or Norwegian finance reader expects: compounds between
 * their parts first ("bank·over·før·sel", never "ban·ko·ver·før·sel"), syllables inside each part,
 * and no one-letter fragment.
 */
const EXPECTED: ReadonlyArray<readonly ['da' | 'nb', string]> = [
  ['da', 'bank·over·før·sel'],
  ['da', 'moms·an·gi·vel·sen'],
  ['da', 'Pri·vat·livs·po·li·tik'],
  ['da', 'øko·no·mi·med·ar·bej·der'],
  ['da', 'abon·ne·men·ter'],
  ['da', 'Abon·ne·ments·fak·tu·re·ring'],
  ['da', 'fak·tu·ra·vo·lu·men'],
  ['da', 'fak·tu·re·rings·plat·form'],
  ['da', 'regn·skabs·sy·ste·met'],
  ['da', 'be·ta·lings·løs·nin·ger'],
  ['nb', 'Regn·skaps·sys·te·mer'],
  ['nb', 'bank·over·fø·rin·ger'],
  ['nb', 'abon·ne·men·ter'],
  ['nb', 'fak·tu·re·rin·gen'],
  ['nb', 'mer·ver·di·av·gif·ten'],
  ['nb', 'øko·no·mi·med·ar·bei·der'],
  ['nb', 'Kal·ku·la·to·ren'],
  ['nb', 'pe·rio·di·ser·te'],
  ['nb', 'regn·skaps·fø·re·ren'],
  ['nb', 'må·neds·av·slut·nin·gen'],
  ['da', 'må·neds·af·slut·nin·gen'],
  ['da', 'op·si·gel·ses·vars·ler'],
];

describe('hyphenateWord', () => {
  it.each(EXPECTED)('breaks the %s word %s at its parts and syllables', (language, expected) => {
    expect(shown(hyphenateWord(expected.replaceAll('·', ''), language))).toBe(expected);
  });
});

describe('hyphenateText', () => {
  it('hyphenates the long words of Danish running text and leaves the short ones whole', () => {
    expect(shown(hyphenateText('Betal med bankoverførsel', 'da'))).toBe('Betal med bank·over·før·sel');
  });

  it('leaves short words, English and untranslated languages as they are', () => {
    expect(hyphenateText('Priser og planer', 'da')).toBe('Priser og planer');
    expect(hyphenateText('Subscription billing infrastructure', 'en')).toBe(
      'Subscription billing infrastructure',
    );
    expect(hyphenateText('Prenumerationsfakturering', 'sv')).toBe('Prenumerationsfakturering');
  });

  it('breaks shorter words when asked, for narrow table cells', () => {
    expect(shown(hyphenateText('arbeidsdager', 'nb', 8))).toBe('ar·beids·da·ger');
    expect(hyphenateText('gjennomgang', 'nb')).toBe('gjennomgang');
  });
});
