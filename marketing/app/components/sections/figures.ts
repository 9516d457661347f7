import { COUNTRIES, INTEGRATION_SUMMARIES, TRANSLATED_LANGUAGES } from '@web/shared';

/**
 * The only figures the site may state as fact: the yearly invoiced volume, the number of
 * integrations, countries and languages (all three computed from the data), and the phone
 * support hours. Any other number is example content and must be marked so on the page.
 */
export const STATED_FIGURES = ['invoiced', 'integrations', 'countries', 'languages', 'support'] as const;

export type StatedFigure = (typeof STATED_FIGURES)[number];

/** A stated figure's value: a number from the data, or a message id for a worded value. */
export function figureValue(figure: StatedFigure): { count: number } | { message: string } {
  switch (figure) {
    case 'integrations':
      return { count: INTEGRATION_SUMMARIES.length };
    case 'countries':
      return { count: COUNTRIES.length };
    case 'languages':
      return { count: TRANSLATED_LANGUAGES.length };
    default:
      return { message: `figures.${figure}.value` };
  }
}
