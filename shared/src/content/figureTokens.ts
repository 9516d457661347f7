import { competitorRate, COMPETITOR_RATES, type CompetitorRate } from '../data/competitorRates.ts';
import { planById, PLANS, type Plan } from '../data/pricing.ts';

/** The languages content files are written in: `page.mdx` English, `page.da.mdx`, `page.nb.mdx`. */
export type ContentLanguage = 'en' | 'da' | 'nb';

/** The language of a content file, from its name (`pricing.da.mdx` is Danish; no suffix is English). */
export function contentFileLanguage(file: string): ContentLanguage {
  const match = /\.(da|nb)\.mdx?$/.exec(file);
  return (match?.[1] as ContentLanguage | undefined) ?? 'en';
}

/** A number as the language writes it ("1,495", "1.495", "1 495"; "0.7", "0,7"). */
export function formatFigure(value: number, language: ContentLanguage): string {
  return new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);
}

const NO_BREAK_SPACE = '\u00a0';

/** A rival's fee as the language writes a percentage: the figure, a no-break space, "%". */
export function formatRate(rate: CompetitorRate, language: ContentLanguage): string {
  return `${formatFigure(rate.percentOfVolume, language)}${NO_BREAK_SPACE}%`;
}

/** A plan's monthly price in DKK as the language writes it ("1,495 DKK"). */
export function formatPlanPrice(plan: Plan, language: ContentLanguage): string {
  if (plan.monthlyDkk === null) throw new Error(`content: plan "${plan.id}" has no price to show`);
  return `${formatFigure(plan.monthlyDkk, language)}${NO_BREAK_SPACE}DKK`;
}

const RATE_IDS = new Set<string>(COMPETITOR_RATES.map((rate) => rate.id));
const PLAN_IDS = new Set<string>(PLANS.map((plan) => plan.id));

/**
 * Fills the figure tokens of a content file, in strings and body alike, from the data:
 * `%RATE:stripe-billing-scale%` (a rival's fee) and `%PRICE:growth%` (a plan's monthly price).
 * An unknown id throws with the token named, so a typo fails the build.
 */
export function replaceFigureTokens(text: string, language: ContentLanguage): string {
  return text.replace(/%(RATE|PRICE):([a-z0-9-]+)%/g, (token, kind: string, id: string) => {
    if (kind === 'RATE') {
      if (!RATE_IDS.has(id)) throw new Error(`content: unknown rate in ${token}`);
      return formatRate(competitorRate(id as CompetitorRate['id']), language);
    }
    if (!PLAN_IDS.has(id)) throw new Error(`content: unknown plan in ${token}`);
    return formatPlanPrice(planById(id as Plan['id']), language);
  });
}
