/**
 * Pages are separate documents (no client-side routing on content or docs pages): the browser fetches
 * a same-site page when the pointer rests on its link or it is pressed, so the next page is
 * usually there by the click. Documents only, never the docs' or forms' POST targets. Both apps
 * put this block in every page (marketing's root, the docs' config).
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      source: 'document',
      where: {
        and: [{ href_matches: '/*' }, { not: { selector_matches: '[target=_blank], [rel~=nofollow]' } }],
      },
      eagerness: 'moderate',
    },
  ],
});
