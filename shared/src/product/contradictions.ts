import {
  capability,
  type Capability,
  type CapabilityId,
  type MarketCountry,
  PLAN_ORDER,
  type PlanId,
  type Quarter,
} from './model.ts';

/**
 * How a page names a capability, in English, Danish and Norwegian (the content languages; the
 * docs are English). Only capabilities a page ties to a plan, a status, a quarter or a country
 * are listed; the words are the ones content uses, checked against every file.
 */
const MENTIONS: Partial<Record<CapabilityId, RegExp>> = {
  prorationPreview:
    /proration previews?|preview (?:that shows|of) the (?:credit|prorat)|forhåndsvisning af (?:den )?forholdsmæssig|forhåndsvisning av (?:den )?forholdsmessig/gi,
  usageBilling:
    /usage-based billing|usage records|forbrugsbaseret fakturering|forbruksbasert fakturering|forbrugsdata|forbruksdata/gi,
  directDebit:
    /direct debit|betalingsservice|avtalegiro|leverandørservice|autogiro|direktedebitering|direkte debitering|automatisk betaling|automatisk trekk/gi,
  cards: /card payments?|kortbetaling(?:er)?|card link|kortlink/gi,
  deviationReport:
    /deviation report|afvigelsesrapport(?:en)?|avviksrapport(?:en)?|financial audit|finansiel revision|finansiell revisjon/gi,
  deviationExport:
    /more filters|flere filtre|filters? by revenue group|export for the accountant|filtre på indtægtsgruppe|filtre på inntektsgruppe|eksport til revisoren|eksport til regnskapsføreren/gi,
  portal:
    /self-service portal|customer portal|portal link|kundeportal(?:en)?|selvbetjeningsportal(?:en)?|link til portalen|lenke til portalen/gi,
  revrec:
    /revenue recognition(?! entries| schedules)|deferred revenue report|indtægtsføring\b|inntektsføring\b|rapport(?:en)? over forudbetalt omsætning|rapport(?:en)? over forskuddsbetalt inntekt|periodiseringsrapport(?:en)?/gi,
  recognitionEntries:
    /recognition entries|revenue recognition schedules|posteringer for indtægtsføring|posteringer for inntektsføring|periodiseringsposteringer|indtægtsføringsposteringer|inntektsføringsbilag/gi,
  api: /REST API|\bAPI\b/g,
  eInvoicing: /e-invoic\w*|peppol|nemhandel|\bEHF\b|e-faktur\w*|xrechnung|finvoice|svefaktura|oioubl/gi,
  expenses: /\bexpenses\b|\budgifter\b|\butgifter\b/g,
  multiEntity: /several companies|multi-entity|multiple companies|flere selskaber|flere selskaper/gi,
  germanInvoices:
    /german-language invoices|invoices in german|fakturaer på tysk|tysksprogede fakturaer|tyskspråklige fakturaer/gi,
  quotes: /quotes that become|tilbud, der bliver|tilbud som blir/gi,
  forecasting: /forecasting|prognoser/gi,
  phoneSupport: /phone support|call support|telefonsupport|telefonstøtte|ring til support/gi,
  debtCollection: /debt collection|collection agency|inkassobureau|inkassobyrå/gi,
};

/** Capabilities whose countries a page may get wrong (the others serve every country). */
const COUNTRY_BOUND = new Set<CapabilityId>(['eInvoicing', 'directDebit']);

const PLAN_WORD: Record<string, PlanId> = {
  Free: 'free',
  Growth: 'growth',
  Scale: 'scale',
  Enterprise: 'enterprise',
};

/** Words that name a plan, and what follows when it is the lowest of several ("Growth or higher"). */
const PLAN_CLAIM =
  /(?<!Billing |Chargebee |Recurly |Stripe )\b(Free|Growth|Scale|Enterprise)\b(\s+(?:or higher|and up|and above|or above|eller højere|og op(?:efter)?|eller høyere|og oppover))?/g;
const ALL_PLANS_CLAIM = /\b(?:any plan|every plan|all plans|alle planer|enhver plan|hver plan)\b/gi;
const PAID_PLANS_CLAIM =
  /\b(?:every paid plan|all paid plans|alle betalte planer|hver betalt plan|enhver betalt plan)\b/gi;
const QUARTER_CLAIM = /\bQ([1-4])\s?(20\d\d)\b|\b([1-4])\.\s?kvartal\s(20\d\d)\b/g;
const BETA_CLAIM = /\bbeta\b/gi;
const PLANNED_CLAIM = /\broadmap\w*\b|\bplanned\b|\bplanlagt\w*\b|\bveikart\w*\b/gi;
const NEGATION = /\b(?:not|no|without|never|ikke|uden|uten|aldrig|aldri|endnu ikke|ennå ikke)\b/i;
const COUNTRY_CLAIM: [RegExp, MarketCountry][] = [
  [/\b(?:Denmark|Danish|Danmark|dansk[e]?)\b/g, 'DK'],
  [/\b(?:Norway|Norwegian|Norge|norsk[e]?)\b/g, 'NO'],
  [/\b(?:Sweden|Swedish|Sverige|svensk[e]?)\b/g, 'SE'],
  [/\b(?:Finland|Finnish|finsk[e]?)\b/g, 'FI'],
  [/\b(?:Germany|German|Tyskland|tysk[e]?)\b/g, 'DE'],
];

export interface ProductContradiction {
  line: number;
  capability: CapabilityId;
  /** What the text says, as found. */
  claim: string;
  /** Why the model disagrees. */
  reason: string;
}

interface Found {
  index: number;
  end: number;
  text: string;
}

function findAll(pattern: RegExp, text: string): (Found & { match: RegExpExecArray })[] {
  const found: (Found & { match: RegExpExecArray })[] = [];
  for (const match of text.matchAll(new RegExp(pattern.source, pattern.flags))) {
    found.push({ index: match.index, end: match.index + match[0].length, text: match[0], match });
  }
  return found;
}

/** The capability mentioned nearest a claim in the same sentence (a claim belongs to the nearest name). */
function nearest(mentions: (Found & { id: CapabilityId })[], claim: Found): CapabilityId | null {
  let best: { id: CapabilityId; distance: number } | null = null;
  for (const mention of mentions) {
    const distance =
      claim.end <= mention.index
        ? mention.index - claim.end
        : claim.index >= mention.end
          ? claim.index - mention.end
          : 0;
    if (!best || distance < best.distance) best = { id: mention.id, distance };
  }
  return best?.id ?? null;
}

function quarterOf(match: RegExpExecArray): Quarter {
  return (match[1] ? `${match[2]}-Q${match[1]}` : `${match[4]}-Q${match[3]}`) as Quarter;
}

/** The quarters the model gives a capability: its own (planned, or a beta's general release) and its countries'. */
function quartersOf(entry: Capability): Quarter[] {
  const own =
    entry.status.kind === 'planned'
      ? [entry.status.quarter]
      : entry.status.kind === 'beta'
        ? [entry.status.generalRelease]
        : [];
  return [...own, ...(Object.values(entry.plannedCountries ?? {}) as Quarter[])];
}

/** The sentences of a text with the line each starts on; a sentence never spans two lines. */
function sentences(text: string): { line: number; text: string }[] {
  return text.split('\n').flatMap((line, index) =>
    line
      .split(/(?<=[.!?])\s+(?=[A-ZÆØÅ*[(-])/)
      .filter((sentence) => sentence.trim() !== '')
      .map((sentence) => ({ line: index + 1, text: sentence })),
  );
}

/**
 * Every place a content text ties a capability to a plan, a quarter, a status or a country the
 * product model does not give it. A claim (a plan name, "Any plan", "Q2 2027", "beta",
 * "roadmap", a country) belongs to the capability named nearest it in the same sentence; text
 * that writes the claim with a token (`%PLANS:revrec%`) makes none, since the token is filled
 * from the model.
 */
export function findProductContradictions(text: string): ProductContradiction[] {
  const problems: ProductContradiction[] = [];
  for (const sentence of sentences(text)) {
    const mentions = (Object.entries(MENTIONS) as [CapabilityId, RegExp][]).flatMap(([id, pattern]) =>
      findAll(pattern, sentence.text).map((found) => ({ ...found, id })),
    );
    if (mentions.length === 0) continue;
    const report = (id: CapabilityId, claim: string, reason: string) =>
      problems.push({ line: sentence.line, capability: id, claim, reason });

    for (const claim of findAll(PLAN_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (!id) continue;
      const { plans } = capability(id);
      const plan = PLAN_WORD[claim.match[1]!]!;
      if (!plans.includes(plan))
        report(id, claim.text, `the model gives it ${plans.join(', ')}, not ${plan}`);
      else if (
        claim.match[2] &&
        PLAN_ORDER.slice(PLAN_ORDER.indexOf(plan)).some((higher) => !plans.includes(higher))
      )
        report(id, claim.text, `not every plan from ${plan} up includes it (${plans.join(', ')})`);
      else if (
        claim.match[2] &&
        PLAN_ORDER.slice(0, PLAN_ORDER.indexOf(plan)).some((lower) => plans.includes(lower))
      )
        report(id, claim.text, `it starts below ${plan} (${plans.join(', ')})`);
    }
    for (const claim of findAll(ALL_PLANS_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (id && capability(id).plans.length !== PLAN_ORDER.length)
        report(id, claim.text, `only ${capability(id).plans.join(', ')} include it`);
    }
    for (const claim of findAll(PAID_PLANS_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (id && capability(id).plans.join() !== 'growth,scale,enterprise')
        report(id, claim.text, `the model gives it ${capability(id).plans.join(', ')}`);
    }
    for (const claim of findAll(QUARTER_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (!id) continue;
      const quarter = quarterOf(claim.match);
      const quarters = quartersOf(capability(id));
      if (!quarters.includes(quarter))
        report(
          id,
          claim.text,
          quarters.length
            ? `the model plans it for ${quarters.join(', ')}`
            : 'the model says it is available today',
        );
    }
    for (const claim of findAll(BETA_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (id && capability(id).status.kind !== 'beta')
        report(id, claim.text, `the model says it is ${capability(id).status.kind}`);
    }
    for (const claim of findAll(PLANNED_CLAIM, sentence.text)) {
      const id = nearest(mentions, claim);
      if (id && quartersOf(capability(id)).length === 0)
        report(id, claim.text, 'the model says it is available today, with nothing planned');
    }
    // "Without e-invoices yet" names a country the capability does not serve, truly: a sentence
    // that denies makes no country claim.
    const denies = NEGATION.test(sentence.text);
    for (const [pattern, country] of denies ? [] : COUNTRY_CLAIM) {
      for (const claim of findAll(pattern, sentence.text)) {
        // Only some capabilities are tied to countries; a country belongs to the nearest of those.
        const id = nearest(
          mentions.filter((mention) => COUNTRY_BOUND.has(mention.id)),
          claim,
        );
        if (!id) continue;
        const entry = capability(id);
        if (
          !entry.countries.includes(country) &&
          !(entry.plannedCountries && country in entry.plannedCountries)
        )
          report(
            id,
            claim.text,
            `the model serves ${entry.countries.join(', ')} and plans ${Object.keys(entry.plannedCountries ?? {}).join(', ') || 'no other country'}`,
          );
      }
    }
  }
  return problems;
}

/** The capabilities a line names. */
export function capabilitiesNamed(line: string): CapabilityId[] {
  return (Object.entries(MENTIONS) as [CapabilityId, RegExp][])
    .filter(([, pattern]) => new RegExp(pattern.source, pattern.flags).test(line))
    .map(([id]) => id);
}

/**
 * The roadmap page: each item (a `###` heading or a list item) is due in the quarter it names,
 * or else in the quarter of the `##` section it sits under ("## Now: Q4 2026"). An item that
 * names a capability must be due when the model plans it; an available capability has no place
 * on it.
 */
export function findRoadmapContradictions(text: string): ProductContradiction[] {
  const problems: ProductContradiction[] = [];
  let sectionQuarter: Quarter | null = null;
  text.split('\n').forEach((line, index) => {
    const own = [...line.matchAll(new RegExp(QUARTER_CLAIM.source, 'g'))][0];
    if (/^##\s/.test(line)) {
      sectionQuarter = own ? quarterOf(own) : null;
      return;
    }
    if (!/^###\s|^-\s/.test(line)) return;
    const quarter = own ? quarterOf(own) : sectionQuarter;
    const named = capabilitiesNamed(line);
    // An item such as "More filters for the deviation report" names the available report too;
    // the planned capability it names is the item.
    const planned = named.filter((id) => quartersOf(capability(id)).length > 0);
    for (const id of planned.length > 0 ? planned : named) {
      const quarters = quartersOf(capability(id));
      if (quarters.length === 0)
        problems.push({
          line: index + 1,
          capability: id,
          claim: line.trim(),
          reason: 'on the roadmap, but the model says it is available today',
        });
      else if (quarter && !quarters.includes(quarter))
        problems.push({
          line: index + 1,
          capability: id,
          claim: line.trim(),
          reason: `due ${quarter} here, the model plans ${quarters.join(', ')}`,
        });
    }
  });
  return problems;
}

const MONTH_NAMES = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];

/**
 * The docs changelog: a bullet under "## May 2026" that names a capability says it shipped (or
 * entered beta) that month. The model must not plan it, and where it records the month, the
 * months must agree.
 */
export function findChangelogContradictions(text: string): ProductContradiction[] {
  const problems: ProductContradiction[] = [];
  let month: string | null = null;
  text.split('\n').forEach((line, index) => {
    const heading = /^##\s+([A-Za-z]+)\s+(\d{4})/.exec(line);
    if (heading) {
      const number = MONTH_NAMES.indexOf(heading[1]!.toLowerCase()) + 1;
      month = number > 0 ? `${heading[2]}-${String(number).padStart(2, '0')}` : null;
      return;
    }
    const title = /^-\s+\*\*([^*]+)\*\*/.exec(line)?.[1];
    if (!month || !title) return;
    for (const id of capabilitiesNamed(title)) {
      const { status } = capability(id);
      if (status.kind === 'planned')
        problems.push({
          line: index + 1,
          capability: id,
          claim: title,
          reason: `shipped in ${month} here, the model plans it for ${status.quarter}`,
        });
      else if (status.since && status.since > month)
        problems.push({
          line: index + 1,
          capability: id,
          claim: title,
          reason: `shipped in ${month} here, the model says ${status.since}`,
        });
    }
  });
  return problems;
}
