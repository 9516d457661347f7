/**
 * The one script every page loads (content pages load nothing else): saves the locale the
 * visitor picks (and shows a docs page's chrome in it), highlights the table of contents, rounds
 * off the menus and opens the search (whose own code loads only when it is first opened),
 * switches the colour scheme, works the docs' copy buttons, and checks the forms before they post.
 */
import {
  closeOnNavigation,
  coordinateNavGroups,
  polyfillDialogInvokers,
  syncExpandedState,
  wrapDialogFocus,
} from './disclosures';
import { copyCode, copyMarkdown, wrapCode } from './docsActions';
import { validateFormsOnSubmit } from '../forms/inPage';
import { markAnchorFallback, placePopoversWithoutAnchors } from './anchorCheck';
import { saveLocaleChoices } from './localeChoice';
import { followSavedLocale } from './savedLocale';
import { PAGE_STATE, SEARCH_SCRIPT_SRC } from './markers';
import type * as SearchScriptModule from './search/main';

type SearchScript = typeof SearchScriptModule;
import { loadSearchWhenOpened, openSearchOnShortcut } from './searchOpener';
import { followSystemScheme, switchSchemeOnToggle } from './themeToggle';
import { highlightToc } from './tocHighlight';
import { layOutLateParts } from './lateLayout';

/** The search's own script: a file of its own, so no page pays for it before the dialog opens. */
async function loadSearchScript(): Promise<(dialog: HTMLDialogElement) => void> {
  const module = (await import(/* @vite-ignore */ SEARCH_SCRIPT_SRC)) as SearchScript;
  return module.attachSearch;
}

export function enhancePage(root: Document): void {
  placePopoversWithoutAnchors(root);
  saveLocaleChoices(root);
  followSavedLocale(root);
  syncExpandedState(root);
  coordinateNavGroups(root);
  closeOnNavigation(root);
  wrapDialogFocus(root);
  polyfillDialogInvokers(root);
  highlightToc(root);
  switchSchemeOnToggle(root);
  followSystemScheme(root);
  openSearchOnShortcut(root);
  loadSearchWhenOpened(root, loadSearchScript);
  copyCode(root);
  wrapCode(root);
  copyMarkdown(root);
  validateFormsOnSubmit(root);
  // The anchor probe lays out two elements of its own: in a task apart, so that neither task is
  // long (Lighthouse counts each task four times over, and one over 50 ms is blocking time). A
  // popover opened before it ran is still checked where it lands (the toggle listener).
  setTimeout(() => {
    markAnchorFallback(root);
    // For tests and styles: the listeners are in place and the probe has run.
    root.documentElement.setAttribute(PAGE_STATE.ready, '');
  }, 0);
  layOutLateParts(root);
}
