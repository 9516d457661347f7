/**
 * The one script every page loads (content pages load nothing else): saves the locale the
 * visitor picks, highlights the table of contents, and rounds off the menus.
 */
import {
  closeOnNavigation,
  coordinateNavGroups,
  polyfillDialogInvokers,
  syncExpandedState,
  wrapDialogFocus,
} from './disclosures';
import { saveLocaleChoices } from './localeChoice';
import { highlightToc } from './tocHighlight';

export function enhancePage(root: Document): void {
  saveLocaleChoices(root);
  syncExpandedState(root);
  coordinateNavGroups(root);
  closeOnNavigation(root);
  wrapDialogFocus(root);
  polyfillDialogInvokers(root);
  highlightToc(root);
}
