import { useDoc } from '@docusaurus/plugin-content-docs/client';
import Paginator from '@theme-original/DocItem/Paginator';
import type PaginatorType from '@theme/DocItem/Paginator';
import type { WrapperProps } from '@docusaurus/types';
import { DocFeedback } from '../../../components/DocFeedback';

type Props = WrapperProps<typeof PaginatorType>;

/**
 * Puts "Was this page helpful?" under every doc's text and its last-updated line, above the
 * previous/next links. Keyed by the page, so moving to another doc starts a fresh form.
 */
export default function PaginatorWrapper(props: Props) {
  const { permalink } = useDoc().metadata;
  return (
    <>
      <DocFeedback key={permalink} page={permalink} />
      <Paginator {...props} />
    </>
  );
}
