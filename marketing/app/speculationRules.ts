/**
 * Pages are separate documents (no client-side routing on content pages): the browser fetches
 * a same-site page when the pointer rests on its link or it is pressed, so the next page is
 * usually there by the click. Documents only, never the docs' or forms' POST targets.
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
