/**
 * The words the Danish and Norwegian site uses for each product and finance term, one per
 * language, so every page and message says the same thing. `avoid` lists the other spellings
 * and near-synonyms a writer reaches for; glossary.test.ts flags them in every da and nb
 * content file and message file. Spellings are matched as whole words and case as written,
 * so "AvtaleGiro" passes while "Avtalegiro" is flagged.
 *
 * Plan names (Free, Growth, Scale, Enterprise) are product names and stay as they are in every
 * language: "Free-planen", never "Gratis-planen". Amounts are written with the currency code
 * after the number ("1.495 DKK", "2 mia. DKK"), never "kr.".
 */
export interface GlossaryTerm {
  /** The English term, for the reader of this list. */
  en: string;
  da: string;
  nb: string;
  /** Spellings that must not appear in that language's text. */
  avoid: { da?: readonly string[]; nb?: readonly string[] };
  /** Why, when it is not obvious. */
  note?: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    en: 'subscription',
    da: 'abonnement',
    nb: 'abonnement',
    avoid: { da: ['subscription'], nb: ['subscription'] },
  },
  { en: 'invoice', da: 'faktura', nb: 'faktura', avoid: { da: ['regning'], nb: ['regningen'] } },
  {
    en: 'credit note',
    da: 'kreditnota',
    nb: 'kreditnota',
    avoid: { da: ['kreditnote'], nb: ['kreditnote'] },
  },
  {
    en: 'dunning, payment reminder',
    da: 'rykker',
    nb: 'purring',
    avoid: { da: ['purring', 'purringer'], nb: ['rykker', 'rykkere', 'rykkerne'] },
  },
  {
    en: 'bookkeeping, to post',
    da: 'bogføring, bogføre',
    nb: 'bokføring, bokføre',
    avoid: { da: ['bokføring'], nb: ['bogføring'] },
  },
  { en: 'VAT', da: 'moms', nb: 'mva.', avoid: { da: ['mva'], nb: ['moms'] } },
  {
    en: 'VAT return',
    da: 'momsangivelse',
    nb: 'mva-melding',
    avoid: { da: ['momsindberetning'], nb: ['mva-oppgave', 'momsmelding', 'MVA-melding'] },
    note: 'The Norwegian VAT return has been the mva-melding since 2022.',
  },
  {
    en: 'e-mail',
    da: 'e-mail',
    nb: 'e-post',
    avoid: { da: ['email', 'mail-adresse'], nb: ['email', 'epost', 'e-mail'] },
  },
  {
    en: 'accounting system (ERP)',
    da: 'ERP-system',
    nb: 'ERP-system',
    avoid: { da: ['ERP system', 'erp-system'], nb: ['ERP system', 'erp-system'] },
  },
  {
    en: 'direct debit',
    da: 'Betalingsservice',
    nb: 'AvtaleGiro',
    avoid: { nb: ['Avtalegiro', 'avtalegiro'] },
    note: 'Scheme names as their owners write them.',
  },
  {
    en: 'customer portal',
    da: 'kundeportal',
    nb: 'kundeportal',
    avoid: {
      da: [
        'Kundeportal til kunder',
        'Kundeportal for kunder',
        'selvbetjeningsportal',
        'selvbetjeningsportalen',
        'Selvbetjeningsportal',
        'Selvbetjeningsportalen',
      ],
      nb: [
        'Kundeportal for kunder',
        'Kundeportal til kunder',
        'selvbetjeningsportal',
        'selvbetjeningsportalen',
        'Selvbetjeningsportal',
        'Selvbetjeningsportalen',
      ],
    },
  },
  {
    en: 'revenue recognition',
    da: 'indtægtsføring',
    nb: 'inntektsføring',
    avoid: {
      da: ['omsætningsgenkendelse', 'Periodisering af omsætning', 'periodisering af omsætning'],
      nb: ['inntektsgjenkjenning', 'Periodisering av inntekter', 'periodisering av inntekter'],
    },
    note: "The accountant's term, in the pricing cards and the plan table alike.",
  },
  {
    en: 'deferred revenue',
    da: 'forudbetalt omsætning',
    nb: 'forskuddsbetalt inntekt',
    avoid: {
      // "Periodiseret"/"periodisert" says only that something is spread over periods, not that
      // it is invoiced and not yet earned; a finance reader took it for accrued revenue (issue 36).
      da: [
        'periodiseret omsætning',
        'Periodiseret omsætning',
        'udskudt omsætning',
        'periodiserede indtægter',
      ],
      nb: ['periodisert inntekt', 'Periodisert inntekt', 'utsatt inntekt'],
    },
  },
  {
    en: 'reconciliation (billing against the ERP)',
    da: 'afstemning',
    nb: 'avstemming',
    avoid: {
      // "Revision"/"revisjon" is the auditor's audit; the nightly comparison with the ERP is a
      // reconciliation, and "finansiel kontrol" is a job title, not a report (issue 36).
      da: ['finansiel revision', 'Finansiel revision', 'finansielle revision', 'finansielle kontrol'],
      nb: ['finansiell revisjon', 'Finansiell revisjon', 'finansielle revisjonen', 'finansielle kontrollen'],
    },
  },
  {
    en: 'the exceptions a check leaves (items that do not match)',
    da: 'afvigelser',
    nb: 'avvik',
    avoid: { da: ['undtagelserne'], nb: ['unntakene'] },
    note: 'An English "exception" is a deviation to a controller; the report is the afvigelsesrapport/avviksrapport.',
  },
  {
    en: 'to close the month',
    da: 'lukke måneden',
    nb: 'avslutte måneden',
    avoid: { nb: ['lukk måneden', 'Lukk måneden', 'lukker måneden', 'lukke måneden'] },
    note: 'Danish finance says "lukke måneden"; Norwegian says "månedsavslutning" and "avslutte måneden".',
  },
  {
    en: 'bank feed',
    da: 'bankintegration',
    nb: 'bankintegrasjon',
    avoid: { da: ['bankfeed', 'bankfeedet'], nb: ['bankfeed', 'bankfeeden'] },
  },
  {
    en: 'VAT, in running text and in a ledger line',
    da: 'moms',
    nb: 'mva.',
    avoid: { nb: ['Utgående MVA', 'Inngående MVA', 'uten MVA', 'inkl. MVA', 'og MVA'] },
    note: 'Skatteetaten writes "mva." in lower case ("Utgående mva."); MVA-melding is listed above.',
  },
  {
    en: 'trial',
    da: 'prøveperiode',
    nb: 'prøveperiode',
    avoid: { da: ['trial-periode', 'prøvetid'], nb: ['trial-periode', 'prøvetid'] },
  },
  { en: 'discount', da: 'rabat', nb: 'rabatt', avoid: { da: ['rabatt'], nb: ['rabat'] } },
  { en: 'cancellation', da: 'opsigelse', nb: 'oppsigelse', avoid: { da: ['oppsigelse'], nb: ['opsigelse'] } },
  {
    en: 'company registration number',
    da: 'CVR-nummer',
    nb: 'organisasjonsnummer',
    avoid: { da: ['CVR nummer', 'CVR-nr'], nb: ['org.nr', 'orgnr'] },
  },
  {
    en: 'VAT code',
    da: 'momskode',
    nb: 'mva-kode',
    avoid: {
      da: ['moms-kode', 'moms-koder'],
      nb: ['mva.-kode', 'mva.-koder', 'mva.-koden', 'mva.-kodene', 'MVA-kode', 'MVA-koder'],
    },
  },
  {
    en: 'accounts receivable ledger',
    da: 'debitorbogholderi',
    nb: 'kundereskontro',
    avoid: { da: ['kundereskontro', 'kundereskontroen'], nb: ['debitorbogholderi', 'debitorbogholderiet'] },
  },
  {
    en: 'signing up for direct debit',
    da: 'tilmelding',
    nb: 'påmelding',
    avoid: { nb: ['tilmelding', 'tilmeldinger', 'Tilmeldinger', 'tilmeldt', 'tilmelde'] },
  },
  {
    en: 'worked example (a /cases page)',
    da: 'regneeksempel',
    nb: 'regneeksempel',
    avoid: {
      da: ['kundecase', 'kundecases', 'Kundecase', 'Kundecases'],
      nb: ['kundecase', 'kundecaser', 'kundecasene', 'Kundecase', 'Kundecaser'],
    },
    note: 'There are no customer cases yet; the /cases pages are worked examples of company types.',
  },
  {
    en: 'the cost calculator',
    da: 'omkostningsberegner',
    nb: 'kalkulator',
    avoid: { da: ['prisberegner', 'prisberegneren', 'Prisberegner', 'Prisberegneren'] },
  },
  {
    en: 'you (the reader)',
    da: 'du',
    nb: 'du',
    avoid: { da: ['jeres', 'Jeres', 'jer'] },
    note: 'The site addresses its reader as du in both languages. Norwegian "dere" and "deres" stay where a customer speaks to us or "deres" means "their", so they are read, not matched.',
  },
  {
    en: 'Book a demo',
    da: 'Book en demo',
    nb: 'Book en demo',
    avoid: { da: ['Book demo'], nb: ['Bestill en demo', 'Bestill demo', 'Book demo'] },
    note: 'One label everywhere, the header button included.',
  },
  {
    en: 'the Free plan',
    da: 'Free',
    nb: 'Free',
    avoid: {
      da: ['Gratis-planen', 'Gratisplanen', 'gratisplan'],
      nb: ['Gratis-planen', 'Gratisplanen', 'gratisplan'],
    },
    note: 'Plan names are product names.',
  },
  {
    en: 'amounts in Danish kroner',
    da: '1.495 DKK, 2 mia. DKK',
    nb: '1\u00a0495 DKK, 2 mrd. DKK',
    avoid: { da: ['kr.'], nb: ['kr.', 'mia.'] },
    note: 'The site prices in DKK and shows NOK, SEK and EUR beside it, so the code says which krone. Norwegian groups thousands with a no-break space (U+00A0), never an ordinary one (numberFormat.test.ts).',
  },
];

/** One avoided spelling found in a text. */
export interface GlossaryViolation {
  found: string;
  use: string;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** A whole-word, case-sensitive pattern for an avoided spelling (a trailing dot ends the word itself). */
function avoidPattern(spelling: string): RegExp {
  const end = /[\p{L}\p{N}]$/u.test(spelling) ? '(?![\\p{L}\\p{N}])' : '';
  return new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(spelling)}${end}`, 'u');
}

const AVOIDED = (['da', 'nb'] as const).map((language) => ({
  language,
  patterns: GLOSSARY.flatMap((term) =>
    (term.avoid[language] ?? []).map((spelling) => ({
      pattern: avoidPattern(spelling),
      spelling,
      use: term[language],
    })),
  ),
}));

/** The glossary's avoided spellings that a Danish or Norwegian text uses. */
export function glossaryViolations(text: string, language: 'da' | 'nb'): GlossaryViolation[] {
  const patterns = AVOIDED.find((entry) => entry.language === language)?.patterns ?? [];
  return patterns
    .filter(({ pattern }) => pattern.test(text))
    .map(({ spelling, use }) => ({ found: spelling, use }));
}
