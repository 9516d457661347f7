/** One table of contents entry: an h2, with the h3s that follow it. */
export interface TocEntry {
  id: string;
  title: string;
  children: TocEntry[];
}

/** A heading as the content file has it. */
export interface HeadingInfo {
  depth: number;
  id: string;
  title: string;
}

/**
 * Builds the table of contents from a page's h2 and h3 headings: each h3 nests under the
 * preceding h2. An h3 with no h2 before it is a content error, reported with the file.
 */
export function buildToc(headings: HeadingInfo[], file: string): TocEntry[] {
  const toc: TocEntry[] = [];
  for (const heading of headings) {
    if (heading.depth === 2) {
      toc.push({ id: heading.id, title: heading.title, children: [] });
    } else if (heading.depth === 3) {
      const parent = toc.at(-1);
      if (!parent) {
        throw new Error(
          `${file}: the h3 "${heading.title}" comes before any h2; a contents entry needs an h2 above it`,
        );
      }
      parent.children.push({ id: heading.id, title: heading.title, children: [] });
    }
  }
  return toc;
}
