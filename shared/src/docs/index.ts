import { BILLING_FIGURES } from './billing';
import { deviationReport } from './deviationReport';
import { dunningLadder } from './dunningLadder';
import { ERP_SYNC_FIGURES } from './erpSync';
import { EXPENSES_FIGURES } from './expenses';
import { INTEGRATION_FIGURES } from './integrations';
import { erpTrail } from './erpTrail';
import { importPreview } from './importPreview';
import { integrationFlow } from './integrationFlow';
import { invoiceSettings } from './invoiceSettings';
import { mrrReport } from './mrrReport';
import { payoutSplit } from './payoutSplit';
import { renewalTimeline } from './renewalTimeline';
import { SETTINGS_FIGURES } from './settings';
import { subscriptionForm } from './subscriptionForm';
import type { DocFigure } from './types';

export type { DocFigure, FigureTone, FormFigure, TableFigure, TimelineFigure } from './types';

/** Every drawn view the docs use, by id. */
export const DOC_FIGURES: readonly DocFigure[] = [
  subscriptionForm,
  renewalTimeline,
  dunningLadder,
  erpTrail,
  deviationReport,
  importPreview,
  payoutSplit,
  mrrReport,
  invoiceSettings,
  integrationFlow,
  ...BILLING_FIGURES,
  ...ERP_SYNC_FIGURES,
  ...EXPENSES_FIGURES,
  ...SETTINGS_FIGURES,
  ...INTEGRATION_FIGURES,
];

/** The figure with this id; throws with the id named, so a typo in a page fails the build. */
export function docFigure(id: string): DocFigure {
  const figure = DOC_FIGURES.find((entry) => entry.id === id);
  if (!figure) throw new Error(`docs: unknown figure "${id}"`);
  return figure;
}
