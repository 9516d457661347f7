import type { LinkComponent } from '@web/shared/header';
import { Link } from 'react-router';

/** Shared components' internal links, as client-side navigations. */
export const RouterLink: LinkComponent = ({ href, children, ...props }) => (
  <Link to={href} {...props}>
    {children}
  </Link>
);
