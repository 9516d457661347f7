import type { ContentLanguage } from '../content/figureFormat.ts';
import {
  capability,
  type CapabilityId,
  type MarketCountry,
  PLAN_ORDER,
  type PlanId,
  type Quarter,
} from './model.ts';

const PLAN_NAMES: Record<PlanId, string> = {
  free: 'Free',
  growth: 'Growth',
  scale: 'Scale',
  enterprise: 'Enterprise',
};

const WORDS = {
  en: { any: 'Any plan', orHigher: 'or higher', and: 'or', quarter: (q: number, y: string) => `Q${q} ${y}` },
  da: {
    any: 'Alle planer',
    orHigher: 'eller højere',
    and: 'og',
    quarter: (q: number, y: string) => `${q}. kvartal ${y}`,
  },
  nb: {
    any: 'Alle planer',
    orHigher: 'eller høyere',
    and: 'og',
    quarter: (q: number, y: string) => `${q}. kvartal ${y}`,
  },
} as const;

/**
 * The plans a capability comes with, as a call-out writes them: "Any plan", "Growth or higher",
 * "Scale or Enterprise", "Enterprise" (and the Danish and Norwegian forms).
 */
export function plansText(id: CapabilityId, language: ContentLanguage): string {
  const { plans } = capability(id);
  const words = WORDS[language];
  if (plans.length === PLAN_ORDER.length) return words.any;
  const lowest = PLAN_ORDER.findIndex((plan) => plans.includes(plan));
  const fromLowestUp = PLAN_ORDER.slice(lowest);
  const contiguous = fromLowestUp.length === plans.length;
  if (contiguous && plans.length === 2)
    return `${PLAN_NAMES[plans[0]!]} ${words.and} ${PLAN_NAMES[plans[1]!]}`;
  if (contiguous && plans.length > 2) return `${PLAN_NAMES[PLAN_ORDER[lowest]!]} ${words.orHigher}`;
  return plans.map((plan) => PLAN_NAMES[plan]).join(` ${words.and} `);
}

/** A quarter as the language writes it: "Q2 2027" in English, "2. kvartal 2027" in Danish and Norwegian. */
export function quarterText(quarter: Quarter, language: ContentLanguage): string {
  const match = /^(\d{4})-Q([1-4])$/.exec(quarter);
  if (!match) return quarter;
  return WORDS[language].quarter(Number(match[2]), match[1]!);
}

/**
 * The quarter a planned (or beta) capability is due, as the language writes it; with a country,
 * the quarter it reaches that country.
 */
export function capabilityQuarterText(id: CapabilityId, language: ContentLanguage, country?: string): string {
  const { status, plannedCountries } = capability(id);
  if (country) {
    const quarter = plannedCountries?.[country as MarketCountry];
    if (!quarter) throw new Error(`content: capability "${id}" is not planned for ${country}`);
    return quarterText(quarter, language);
  }
  if (status.kind === 'planned') return quarterText(status.quarter, language);
  if (status.kind === 'beta') return quarterText(status.generalRelease, language);
  throw new Error(`content: capability "${id}" is available, it has no quarter`);
}

const MONTHS: Record<ContentLanguage, string> = { en: 'en-GB', da: 'da-DK', nb: 'nb-NO' };

/** The month a capability shipped ("May 2026", "maj 2026", "mai 2026"). */
export function capabilitySinceText(id: CapabilityId, language: ContentLanguage): string {
  const { status } = capability(id);
  if (status.kind === 'planned' || !status.since)
    throw new Error(`content: capability "${id}" has no date it shipped`);
  const [year, month] = status.since.split('-').map(Number);
  return new Intl.DateTimeFormat(MONTHS[language], {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year!, month! - 1, 1)));
}

/** The integrations a capability is limited to, as a list in the language ("e-conomic, Dinero and Fortnox"). */
export function capabilityIntegrationsText(id: CapabilityId, language: ContentLanguage): string {
  const { integrations } = capability(id);
  if (!integrations) throw new Error(`content: capability "${id}" is not limited to named integrations`);
  return new Intl.ListFormat(MONTHS[language], { type: 'conjunction' }).format(integrations);
}

/** A capability's name in the language. */
export function capabilityName(id: CapabilityId, language: ContentLanguage): string {
  return capability(id).name[language];
}
