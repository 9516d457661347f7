import Layout from '@theme-original/DocItem/Layout';
import type LayoutType from '@theme/DocItem/Layout';
import type { WrapperProps } from '@docusaurus/types';
import { NavigateDocs } from '../../../components/NavigateDocs';

type Props = WrapperProps<typeof LayoutType>;

/** Puts "Navigate Docs" (phones and tablets, where the sidebar is hidden) above every doc. */
export default function LayoutWrapper(props: Props) {
  return (
    <>
      <NavigateDocs />
      <Layout {...props} />
    </>
  );
}
