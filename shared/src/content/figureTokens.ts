import { replaceBrandTokens } from './brandToken.ts';
import { competitorRate, COMPETITOR_RATES, type CompetitorRate } from '../data/competitorRates.ts';
import { type FactCountry, type VatCountry } from '../data/countryFacts.ts';
import {
  approximateAmount,
  grossMonthlyDkk,
  planById,
  planInvoiceFigure,
  PLANS,
  type Plan,
} from '../data/pricing.ts';
import { schemeRuleValue } from '../data/schemeRules.ts';
import { countryFactText, hasCountryFact, isCountryFactId } from './countryFactText.ts';
import { type ContentLanguage, formatFigure } from './figureFormat.ts';
import { formatMoney, type MoneyCurrency } from '../money/formatMoney.ts';
import { capabilityLimit, isCapabilityId } from '../product/model.ts';
import {
  isStatutoryDateId,
  isStatutoryFigureId,
  STATUTORY_DATES,
  STATUTORY_FIGURES,
  type StatutoryFigure,
} from '../data/statutoryDates.ts';
import {
  capabilityIntegrationsText,
  capabilitySinceText,
  capabilityQuarterText,
  plansText,
} from '../product/text.ts';

export { type ContentLanguage, contentFileLanguage, formatFigure } from './figureFormat.ts';

const NO_BREAK_SPACE = '\u00a0';

/** A rival's fee as the language writes a percentage: the figure, a no-break space, "%". */
export function formatRate(rate: CompetitorRate, language: ContentLanguage): string {
  return `${formatFigure(rate.percentOfVolume, language)}${NO_BREAK_SPACE}%`;
}

/**
 * A plan's monthly price in DKK as the language writes it ("1,495 DKK"). Norwegian files are
 * read on the Norwegian site, which shows the approximate NOK beside it ("1 495 DKK (ca. 2 340 NOK)";
 * docs/decisions/2026-11-23-pricing.md).
 */
export function formatPlanPrice(plan: Plan, language: ContentLanguage): string {
  if (plan.monthlyDkk === null) throw new Error(`content: plan "${plan.id}" has no price to show`);
  const dkk = formatMoney(plan.monthlyDkk, 'DKK', language);
  if (language !== 'nb' || plan.monthlyDkk === 0) return dkk;
  const nok = formatMoney(approximateAmount(plan.monthlyDkk, 'NOK'), 'NOK', language);
  return `${dkk} (ca.${NO_BREAK_SPACE}${nok})`;
}

/** A day as the language writes it in running text: "10 July 2024", "10. juli 2024". */
export function formatLongDate(day: string, language: ContentLanguage): string {
  return new Intl.DateTimeFormat(language === 'en' ? 'en-GB' : language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T12:00:00Z`));
}

const PERIOD_WORDS: Record<
  ContentLanguage,
  Record<'days' | 'weeks' | 'months' | 'years', [string, string]>
> = {
  en: {
    days: ['day', 'days'],
    weeks: ['week', 'weeks'],
    months: ['month', 'months'],
    years: ['year', 'years'],
  },
  da: { days: ['dag', 'dage'], weeks: ['uge', 'uger'], months: ['måned', 'måneder'], years: ['år', 'år'] },
  nb: { days: ['dag', 'dager'], weeks: ['uke', 'uker'], months: ['måned', 'måneder'], years: ['år', 'år'] },
};

/** A statutory figure's unit in the language: a currency code and "%" as they are, a period in words. */
function unitText(unit: StatutoryFigure['unit'], amount: number, language: ContentLanguage): string {
  if (unit === 'days' || unit === 'weeks' || unit === 'months' || unit === 'years') {
    return PERIOD_WORDS[language][unit][amount === 1 ? 0 : 1];
  }
  return unit;
}

const RATE_IDS = new Set<string>(COMPETITOR_RATES.map((rate) => rate.id));
const PLAN_IDS = new Set<string>(PLANS.map((plan) => plan.id));

/** The country a Danish or Norwegian file describes; English files serve every country and name one. */
const LANGUAGE_COUNTRY: Partial<Record<ContentLanguage, FactCountry>> = { da: 'DK', nb: 'NO' };

/**
 * Fills the figure tokens of a content file, in strings and body alike, from the data:
 * `%RATE:stripe-billing-scale%` (a rival's fee), `%PRICE:growth%` (a plan's monthly price),
 * `%GROSS:growth%` (with Danish VAT), `%YEARLY:growth%` (twelve months of it), `%INVOICES:growth%` (a plan's monthly invoice allowance) and
 * `%FACT:reminderFee%` (a statutory fact of the file's country: Denmark for Danish files, Norway
 * for Norwegian ones) or `%FACT:NO:reminderFee%` (a named country's). English files are shared by
 * every English site, so they must name the country (or use `<CountryFact>`, which follows the
 * page's country). From the product model: `%PLANS:revrec%` (the plans a capability comes with,
 * "Scale or Enterprise"), `%QUARTER:usageBilling%` (the quarter it is planned for) and
 * `%QUARTER:FI:eInvoicing%` (the quarter it reaches a country) and `%SINCE:prorationPreview%` (the
 * month it shipped), `%INTEGRATIONS:expenses%` (the integrations it is limited to) and
 * `%LIMIT:erp.retryForHours%` (one of its limits). `%RATEFEE:<rate>.<yearly volume>%` is a
 * rival's fee on a volume (`%RATEFEE:<rate>.<volume>USD%` on a volume in another currency),
 * `%ALLOWANCE:<rate>%` the billing a rival's plan takes no fee on, `%CROSSOVER:<rate>.<plan>%` the
 * yearly volume where the fee passes a year of the plan, and `%PLANSHARE:<plan>.<volume>%` the
 * share of a yearly volume a year of the plan costs. From the statutory data: `%DATE:fiVatChange%` (a day a rule takes effect) and
 * `%STATUTE:deIssueTurnover%` (an amount, rate or period a rule sets); `%RULE:sepaCore.mandateExpiryMonths%`
 * (a payment scheme's rule, shared/src/data/schemeRules.ts). An unknown id throws with the token named,
 * so a typo fails the build.
 */
export function replaceFigureTokens(text: string, language: ContentLanguage): string {
  return text.replace(
    /%(DATE|STATUTE|RATE|RATESINCE|RATEREAD|RATEFEE|ALLOWANCE|CROSSOVER|PLANSHARE|PRICE|GROSS|YEARLY|INVOICES|FACT|PLANS|QUARTER|SINCE|INTEGRATIONS|LIMIT|RULE):(?:([A-Z]{2}):)?([A-Za-z0-9.-]+)%/g,
    (token, kind: string, country: string | undefined, id: string) => {
      if (kind === 'DATE' || kind === 'STATUTE') {
        // A date or figure the law sets (data/statutoryDates.ts): "1 September 2024", "800.000 EUR", "8 uger".
        if (country) throw new Error(`content: ${token} takes no country`);
        if (kind === 'DATE') {
          if (!isStatutoryDateId(id)) throw new Error(`content: unknown statutory date in ${token}`);
          return formatLongDate(STATUTORY_DATES[id].date, language);
        }
        if (!isStatutoryFigureId(id)) throw new Error(`content: unknown statutory figure in ${token}`);
        const { amount, unit } = STATUTORY_FIGURES[id];
        if (unit === 'DKK' || unit === 'EUR') return formatMoney(amount, unit, language);
        return `${formatFigure(amount, language)}${NO_BREAK_SPACE}${unitText(unit, amount, language)}`;
      }
      if (kind === 'RULE') {
        // A payment scheme's rule, `%RULE:sepaCore.mandateExpiryMonths%`: the number in the language.
        const value = country ? undefined : schemeRuleValue(id);
        if (value === undefined) throw new Error(`content: unknown rule in ${token}`);
        return formatFigure(value, language);
      }
      if (kind === 'LIMIT') {
        // A capability's limit, `%LIMIT:erp.retryForHours%`: the number as the language writes it.
        const [capabilityId, limit] = id.split('.');
        const value =
          capabilityId && isCapabilityId(capabilityId)
            ? capabilityLimit(capabilityId, limit ?? '')
            : undefined;
        if (value === undefined) throw new Error(`content: unknown limit in ${token}`);
        return formatFigure(value, language);
      }
      if (kind === 'PLANS' || kind === 'QUARTER' || kind === 'SINCE' || kind === 'INTEGRATIONS') {
        if (!isCapabilityId(id)) throw new Error(`content: unknown capability in ${token}`);
        if (kind === 'QUARTER') return capabilityQuarterText(id, language, country);
        if (country) throw new Error(`content: ${token} takes no country`);
        if (kind === 'INTEGRATIONS') return capabilityIntegrationsText(id, language);
        return kind === 'PLANS' ? plansText(id, language) : capabilitySinceText(id, language);
      }
      if (kind === 'FACT') {
        if (!isCountryFactId(id)) throw new Error(`content: unknown fact in ${token}`);
        const factCountry = country ?? LANGUAGE_COUNTRY[language];
        if (!factCountry)
          throw new Error(`content: ${token} in an English file must name its country (%FACT:DK:${id}%)`);
        if (!hasCountryFact(id, factCountry))
          throw new Error(`content: no such fact for the country in ${token}`);
        return countryFactText(id, factCountry as VatCountry, language);
      }
      if (country) throw new Error(`content: ${token} takes no country`);
      if (kind === 'PLANSHARE') {
        // `%PLANSHARE:scale.8000000%`: the share of a yearly billing volume in DKK that a year of
        // the plan costs ("0.6 %"), the rate a rival's fee must stay under to cost less.
        const [planId = '', operand = ''] = id.split('.');
        const volume = Number(operand);
        if (!PLAN_IDS.has(planId)) throw new Error(`content: unknown plan in ${token}`);
        if (!Number.isFinite(volume) || volume <= 0) throw new Error(`content: no volume in ${token}`);
        const { monthlyDkk } = planById(planId as Plan['id']);
        if (!monthlyDkk) throw new Error(`content: plan "${planId}" has no price to compare`);
        return `${formatFigure(((monthlyDkk * 12) / volume) * 100, language)}${NO_BREAK_SPACE}%`;
      }
      if (kind === 'ALLOWANCE') {
        // `%ALLOWANCE:chargebee-starter%`: the billing a rival's plan takes no fee on ("250,000 USD").
        if (!RATE_IDS.has(id)) throw new Error(`content: unknown rate in ${token}`);
        const { freeAllowance, freeAllowanceCurrency } = competitorRate(id as CompetitorRate['id']);
        if (!freeAllowanceCurrency) throw new Error(`content: ${token}: the plan has no free allowance`);
        return formatMoney(freeAllowance, freeAllowanceCurrency, language);
      }
      if (kind === 'RATEFEE' || kind === 'CROSSOVER') {
        // `%RATEFEE:stripe-billing-pay-as-you-go.1000000%`: the rival's fee on a yearly billing
        // volume in DKK ("7,000 DKK"); `%RATEFEE:chargebee-starter.1000000USD%` on a volume in the
        // currency named ("7,500 USD"). `%CROSSOVER:stripe-billing-pay-as-you-go.growth%`: the
        // yearly volume at which that fee passes a year of the plan ("2.6 million DKK").
        const [rateId = '', operand = ''] = id.split(/\.(?=[^.]+$)/);
        if (!RATE_IDS.has(rateId)) throw new Error(`content: unknown rate in ${token}`);
        const fraction = competitorRate(rateId as CompetitorRate['id']).percentOfVolume / 100;
        if (kind === 'RATEFEE') {
          const [, digits = '', currency = 'DKK'] = /^(\d+)(DKK|NOK|SEK|EUR|USD)?$/.exec(operand) ?? [];
          const volume = Number(digits);
          if (!digits || volume <= 0) throw new Error(`content: no volume in ${token}`);
          return formatMoney(volume * fraction, currency as MoneyCurrency, language, { decimals: 'whole' });
        }
        if (!PLAN_IDS.has(operand)) throw new Error(`content: unknown plan in ${token}`);
        const { monthlyDkk } = planById(operand as Plan['id']);
        if (!monthlyDkk) throw new Error(`content: plan "${operand}" has no price to compare`);
        const millions = new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(
          (monthlyDkk * 12) / fraction / 1_000_000,
        );
        const word = { en: ' million', da: `${NO_BREAK_SPACE}mio.`, nb: `${NO_BREAK_SPACE}mill.` }[language];
        return `${millions}${word}${NO_BREAK_SPACE}DKK`;
      }
      if (kind === 'RATE' || kind === 'RATESINCE' || kind === 'RATEREAD') {
        if (!RATE_IDS.has(id)) throw new Error(`content: unknown rate in ${token}`);
        const rate = competitorRate(id as CompetitorRate['id']);
        if (kind === 'RATE') return formatRate(rate, language);
        // The day the rate took effect, or the day we read it: "10 July 2024", "10. juli 2024".
        const day = kind === 'RATESINCE' ? rate.since : rate.checked;
        if (!day) throw new Error(`content: ${token}: the rate states no start date`);
        return formatLongDate(day, language);
      }
      if (!PLAN_IDS.has(id)) throw new Error(`content: unknown plan in ${token}`);
      if (kind === 'INVOICES') return formatFigure(planInvoiceFigure(planById(id as Plan['id'])), language);
      if (kind === 'GROSS') {
        // A plan's price with Danish VAT: what a Danish company pays a month.
        const { monthlyDkk } = planById(id as Plan['id']);
        if (!monthlyDkk) throw new Error(`content: plan "${id}" has no price to show`);
        return formatMoney(grossMonthlyDkk(monthlyDkk), 'DKK', language, { decimals: 'cents' });
      }
      if (kind === 'YEARLY') {
        const { monthlyDkk } = planById(id as Plan['id']);
        if (!monthlyDkk) throw new Error(`content: plan "${id}" has no yearly price to show`);
        return formatMoney(monthlyDkk * 12, 'DKK', language);
      }
      return formatPlanPrice(planById(id as Plan['id']), language);
    },
  );
}

/**
 * The brand and figure tokens of a docs file, filled in one call in the page's language: the
 * English docs by default, a Danish or Norwegian translation when its language is given
 * (`docsFileLanguage(filePath)`), so plan names, lists and hours read in that language.
 */
export function replaceDocsTokens(text: string, language: ContentLanguage = 'en'): string {
  return replaceFigureTokens(replaceBrandTokens(text, language), language);
}

/** Docusaurus keeps each locale's docs under `i18n/<locale>/`; the locale names the language. */
const DOCS_LOCALE_LANGUAGE: Record<string, ContentLanguage> = { 'da-DK': 'da', 'nb-NO': 'nb' };

/**
 * The language of a docs file from its path: `i18n/da-DK/…` is Danish, `i18n/nb-NO/…`
 * Norwegian, anything else (`docs/…`, no path) English. Docusaurus hands the markdown
 * preprocessor only the file's path, not its locale.
 */
export function docsFileLanguage(filePath: string | undefined): ContentLanguage {
  const match = /(?:^|[\\/])i18n[\\/]([a-z]{2}-[A-Z]{2})[\\/]/.exec(filePath ?? '');
  return (match && DOCS_LOCALE_LANGUAGE[match[1]!]) || 'en';
}
