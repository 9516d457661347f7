import { parse } from 'yaml';

/** A comparison table cell as a comparison file writes it (see sections/ComparisonTable). */
export type ComparisonFileCell = string | boolean | { text: string; source?: number };

/** What a comparison file states: its review date, its numbered sources, its table. */
export interface ComparisonFile {
  reviewed: string;
  sources: { label: string; url: string }[];
  /** The table's column names: ours first, then the rival's. */
  columns: string[];
  rows: { label: string; cells: ComparisonFileCell[] }[];
}

/**
 * Reads a comparison file's raw text (`content/compare/{rival}.mdx`): the front matter's review
 * date and sources, and the `<ComparisonTable>` columns and rows. The rows are a plain array
 * literal of strings and objects, so they evaluate without scope. Used by the content tests
 * and by the comparison hub, so the hub quotes the files and never retypes a cell.
 */
export function readComparisonFile(text: string, file: string): ComparisonFile {
  const [, yaml = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? [];
  const data = parse(yaml) as { reviewed?: unknown; sources?: { label: string; url: string }[] };
  const rowsSource = /rows=\{(\[[\s\S]*?\])\}\n\/>/.exec(body)?.[1];
  const columnsSource = /columns=\{(\[[^\]]*\])\}/.exec(body)?.[1];
  if (!rowsSource || !columnsSource) throw new Error(`${file}: no ComparisonTable columns and rows`);
  const evaluate = (source: string): unknown => new Function(`return ${source};`)();
  // YAML reads an unquoted date as a Date; the schema takes it as an ISO date string.
  const reviewed =
    data.reviewed instanceof Date ? data.reviewed.toISOString().slice(0, 10) : String(data.reviewed ?? '');
  return {
    reviewed,
    sources: data.sources ?? [],
    columns: evaluate(columnsSource) as string[],
    rows: evaluate(rowsSource) as ComparisonFile['rows'],
  };
}
