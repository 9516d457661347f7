import { describe, expect, it } from 'vitest';
import { PLAN_FEATURES, PLANS } from '../data/pricing';
import en from '../i18n/en.json';
import { replaceFigureTokens } from '../content/figureTokens';
import { CAPABILITIES, capability, changelogEntries, roadmapEntries, SUPPORT_CHANNELS } from './model';
import { findProductContradictions, findRoadmapContradictions } from './contradictions';
import { plansText } from './text';

describe('the product model', () => {
  it('names every capability once, in English, Danish and Norwegian', () => {
    const ids = CAPABILITIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of CAPABILITIES)
      expect(Object.values(entry.name).every((name) => name.trim() !== '')).toBe(true);
  });

  it('gives a planned capability a quarter and no countries yet; an available one at least one country', () => {
    for (const entry of CAPABILITIES) {
      if (entry.status.kind === 'planned') expect(entry.countries, entry.id).toEqual([]);
      else expect(entry.countries.length, entry.id).toBeGreaterThan(0);
    }
  });

  it('phone support goes to the plans whose support channels include the phone, and not to Free', () => {
    const withPhone = PLANS.filter((plan) => SUPPORT_CHANNELS[plan.id].includes('phone')).map(
      (plan) => plan.id,
    );
    expect(capability('phoneSupport').plans).toEqual(withPhone);
    expect(withPhone).not.toContain('free');
  });

  it("the pricing matrix's support words promise the phone exactly where the plan's channels include it", () => {
    for (const plan of PLANS) {
      const channels = SUPPORT_CHANNELS[plan.id];
      // Enterprise's words are its agreed service level, which covers every channel.
      if (channels.includes('agreedServiceLevel')) continue;
      expect(/phone/i.test(en[`pricing.support.${plan.id}`] ?? ''), plan.id).toBe(channels.includes('phone'));
    }
  });

  it("the pricing matrix's ticks are the model's plans", () => {
    const revrec = PLAN_FEATURES.find((feature) => feature.id === 'revrec')!;
    expect(PLANS.filter((plan) => revrec.value(plan) === true).map((plan) => plan.id)).toEqual(
      capability('revrec').plans,
    );
    expect(PLAN_FEATURES[0]!.id).toBe('price');
  });

  it('puts every planned capability on the roadmap and every dated one in the changelog', () => {
    expect(roadmapEntries()).toContainEqual({ id: 'recognitionEntries', quarter: '2027-Q2' });
    expect(roadmapEntries()).toContainEqual({ id: 'eInvoicing', quarter: '2027-Q1', country: 'FI' });
    expect(changelogEntries()).toContainEqual({ id: 'prorationPreview', month: '2026-05', beta: false });
  });
});

describe('the model in content', () => {
  it('fills plan, quarter and date tokens in each language', () => {
    expect(plansText('revrec', 'en')).toBe('Scale or Enterprise');
    expect(replaceFigureTokens('%PLANS:portal%', 'da')).toBe('Growth eller højere');
    expect(replaceFigureTokens('%PLANS:api%', 'nb')).toBe('Alle planer');
    expect(replaceFigureTokens('%QUARTER:recognitionEntries%', 'en')).toBe('Q2 2027');
    expect(replaceFigureTokens('%QUARTER:usageBilling%', 'nb')).toBe('1. kvartal 2027');
    expect(replaceFigureTokens('%QUARTER:FI:eInvoicing%', 'en')).toBe('Q1 2027');
    expect(replaceFigureTokens('%SINCE:prorationPreview%', 'da')).toBe('maj 2026');
    expect(() => replaceFigureTokens('%PLANS:teleportation%', 'en')).toThrow(/unknown capability/);
  });

  it('finds a plan, quarter, status or country the model does not give, and passes what it does', () => {
    const claims = (text: string) =>
      findProductContradictions(text).map((found) => `${found.capability} ${found.claim}`);
    expect(claims('Revenue recognition comes with Growth.')).toEqual(['revrec Growth']);
    expect(claims('The deferred revenue report is on Scale or Enterprise.')).toEqual([]);
    expect(claims('Kundeportalen er med på alle planer.')).toEqual(['portal alle planer']);
    expect(claims('Card payments: Growth or higher.')).toEqual([]);
    expect(claims('Usage-based billing arrives in Q3 2027.')).toEqual(['usageBilling Q3 2027']);
    expect(claims('E-invoices to Swedish buyers go through Peppol.')).toEqual(['eInvoicing Swedish']);
    expect(claims('E-fakturaer via Peppol til danske og norske modtagere.')).toEqual([]);
    expect(claims('Companies in Sweden are served without e-invoices.')).toEqual([]);
    expect(claims('E-fakturaer sendes til svenske kunder, og kundeportalen følger med.')).toEqual([
      'eInvoicing svenske',
    ]);
    expect(claims('The proration preview is on the roadmap.')).toEqual(['prorationPreview roadmap']);
    expect(claims('Phone support on every plan, Free included.')).toEqual([
      'phoneSupport Free',
      'phoneSupport every plan',
    ]);
    expect(claims('%PLANS:revrec% include the deferred revenue report.')).toEqual([]);
  });

  it("reads a roadmap item in its section's quarter", () => {
    const roadmap =
      '## Now: Q4 2026\n\n### Better proration previews\n\n## Next\n\n### Q1 2027: Usage-based billing\n';
    expect(findRoadmapContradictions(roadmap).map((found) => found.capability)).toEqual(['prorationPreview']);
  });
});
