import { HYDRATED } from '../hydration';

/** A content page with a form that validates as the visitor types: the one kind of content page that hydrates. */
export { clientLoader, default, loader, meta } from './content-page';

export const handle = HYDRATED;
