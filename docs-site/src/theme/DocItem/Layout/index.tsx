import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { DocsMenu } from '../../../components/DocsMenu';

type Props = WrapperProps<typeof LayoutType>;

/** Renders the page's small-screen menu (docs tree and site menu) with every doc. */
export default function LayoutWrapper(props: Props) {
  return (
    <>
      <DocsMenu />
      <Layout {...props} />
    </>
  );
}
