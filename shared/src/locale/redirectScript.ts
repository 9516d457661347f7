import { LOCALE_COOKIE } from './cookie';
import { LOCALES } from './locales';

/**
 * The inline script in the head of the bare `/` only: with a valid saved locale it moves the
 * visitor to `/{locale}/` before first paint. It matches the cookie against our list
 * (case-insensitively) and only ever navigates to a path built from that list, so a hostile
 * cookie value cannot reach the URL. Its hash goes into the page's CSP at build time.
 */
export function localeRedirectScript(): string {
  const locales = JSON.stringify(LOCALES);
  return `(function(){try{var m=document.cookie.match(/(?:^|;\\s*)${LOCALE_COOKIE}=([^;]{1,40})/);if(!m)return;var v=decodeURIComponent(m[1]).replace(/^"|"$/g,"").toLowerCase();var l=${locales};for(var i=0;i<l.length;i++){if(l[i].toLowerCase()===v){location.replace("/"+l[i]+"/"+location.search+location.hash);return}}}catch(e){}})();`;
}
