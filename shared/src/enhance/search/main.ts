// The search script's entry (built to /assets/search-<hash>.js): the site script imports it when
// the search dialog first opens and hands it the dialog.
export { attachSearch } from './attachSearch';
