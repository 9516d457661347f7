import { INTEGRATION_DESCRIPTIONS } from './integrationDescriptions';
import {
  type IntegrationCategory,
  type IntegrationSummary,
  INTEGRATION_SUMMARIES,
  type LocalizedText,
} from './integrationList';

/** One entry of the integration catalogue: the spec's fields, description included. */
export interface Integration extends IntegrationSummary {
  /** One sentence on what it does, shown on its card and its page. */
  description: LocalizedText;
}

/** Every integration, one source for the catalogue, its pages and its docs links. */
export const INTEGRATIONS: readonly Integration[] = INTEGRATION_SUMMARIES.map((summary) => {
  const description = INTEGRATION_DESCRIPTIONS[summary.slug];
  if (!description) throw new Error(`integration ${summary.slug} has no description`);
  return { ...summary, description };
});

/** The entry with this slug, if there is one. */
export function integrationBySlug(slug: string): Integration | undefined {
  return INTEGRATIONS.find((integration) => integration.slug === slug);
}

/** Integrations of the given categories, in data order. */
export function integrationsIn(...categories: IntegrationCategory[]): Integration[] {
  return INTEGRATIONS.filter((integration) => categories.includes(integration.category));
}
