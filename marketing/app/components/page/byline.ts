import { BRAND_NAME } from '@web/shared';
import type { IntlShape } from 'react-intl';

/** The `author` a post by the team writes in its front matter; the byline comes from the locale. */
export const TEAM_AUTHOR = 'team';

/** A post's byline: a person's name as written, or "The Billvard team" in the page's language. */
export function byline(author: string, intl: IntlShape): string {
  return author === TEAM_AUTHOR
    ? intl.formatMessage({ id: 'post.author.team' }, { brand: BRAND_NAME })
    : author;
}
