import { INTEGRATION_SUMMARIES, offeredIn } from '../data/integrationList.ts';
import type { Country } from '../locale/locales';
import { capability, type CapabilityId } from './model.ts';

/**
 * The integrations a capability posts to in a country: those it is limited to (`integrations`
 * in the model) that are offered there, or null when the capability is not limited to named
 * integrations. Expenses in beta post to e-conomic, Dinero, Billy, Tripletex and Fortnox, so to
 * none in Finland or Germany: a page there may not draw expenses posting to Netvisor.
 */
export function capabilityPostsToIn(id: CapabilityId, country: Country): string[] | null {
  const { integrations } = capability(id);
  if (!integrations) return null;
  return integrations.filter((title) => {
    const integration = INTEGRATION_SUMMARIES.find((summary) => summary.title.en === title);
    if (!integration) throw new Error(`product: capability "${id}" names no integration "${title}"`);
    return offeredIn(integration, country);
  });
}
