/**
 * Drawn views of the application for the docs (docs-site `AppFigure`). Each figure is data:
 * the docs page renders it as static HTML and its Markdown twin as text, so the picture,
 * its text alternative and the numbers the page quotes come from one place.
 */

/** How a value is shown: plain, or with the colour of a status. */
export type FigureTone = 'neutral' | 'ok' | 'warn' | 'bad' | 'accent';

/** A form in the application: labelled fields and the buttons under them. */
export interface FormFigure {
  kind: 'form';
  /** The screen's name, shown in the window bar ("New subscription"). */
  screen: string;
  fields: readonly { label: string; value: string; tone?: FigureTone }[];
  /** A summary box under the fields (the first invoice's preview). */
  summary?: readonly { label: string; value: string; strong?: boolean }[];
  actions: readonly string[];
}

/** Dated steps along a line: renewals, reminders, postings. */
export interface TimelineFigure {
  kind: 'timeline';
  screen: string;
  steps: readonly { date: string; label: string; detail: string; tone?: FigureTone }[];
}

/** A table in the application, such as a report. */
export interface TableFigure {
  kind: 'table';
  screen: string;
  columns: readonly string[];
  rows: readonly { cells: readonly string[]; tone?: FigureTone }[];
}

/** One figure: what it draws, its caption and the text alternative that says what it shows. */
export type DocFigure = (FormFigure | TimelineFigure | TableFigure) & {
  /** Stable id, written in the page as `<AppFigure id="..." />`. */
  id: string;
  caption: string;
  /** What the figure shows, in words, for screen readers and the Markdown twin. */
  description: string;
};
