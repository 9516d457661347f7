import { docFigure, type DocFigure, type FigureTone } from '@web/shared/docs';
import { AppWindowFrame } from '@web/shared/app-window';
import type { ReactNode } from 'react';
import styles from './AppFigure.module.css';

/**
 * A drawn view of the application (`<AppFigure id="renewal-timeline" />` in a page), from the
 * figure's data in `@web/shared/docs`. Static markup, no script: the drawing is one image to
 * assistive technology (`role="img"` named by the figure's description), the caption is text.
 */
export function AppFigure({ id }: { id: string }) {
  const figure = docFigure(id);
  return (
    <figure className={styles.figure} data-figure={figure.id}>
      <AppWindowFrame label={figure.description} title={figure.screen}>
        <div className={styles.body}>{drawing(figure)}</div>
      </AppWindowFrame>
      <figcaption className={styles.caption}>{figure.caption}</figcaption>
    </figure>
  );
}

function tone(value: FigureTone | undefined): string {
  return styles[`tone-${value ?? 'neutral'}`] ?? '';
}

function drawing(figure: DocFigure): ReactNode {
  switch (figure.kind) {
    case 'form':
      return (
        <div className={styles.form}>
          <dl className={styles.fields}>
            {figure.fields.map((field) => (
              <div key={field.label} className={styles.field}>
                <dt>{field.label}</dt>
                <dd className={tone(field.tone)}>{field.value}</dd>
              </div>
            ))}
          </dl>
          {figure.summary && (
            <dl className={styles.summary}>
              {figure.summary.map((row) => (
                <div key={row.label} className={row.strong ? styles.strong : undefined}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ))}
            </dl>
          )}
          <div className={styles.actions}>
            {figure.actions.map((action, index) => (
              <span key={action} className={index === 0 ? styles.primary : styles.secondary}>
                {action}
              </span>
            ))}
          </div>
        </div>
      );
    case 'timeline':
      return (
        <ol className={styles.timeline}>
          {figure.steps.map((step) => (
            <li key={`${step.date}-${step.label}`} className={tone(step.tone)}>
              <span className={styles.marker} />
              <span className={styles.date}>{step.date}</span>
              <span className={styles.label}>{step.label}</span>
              <span className={styles.detail}>{step.detail}</span>
            </li>
          ))}
        </ol>
      );
    case 'table':
      return (
        <table className={styles.table}>
          <thead>
            <tr>
              {figure.columns.map((column) => (
                <th key={column}>{column}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {figure.rows.map((row) => (
              <tr key={row.cells.join('|')} className={tone(row.tone)}>
                {row.cells.map((cell, index) => (
                  <td key={`${index}-${cell}`} data-label={figure.columns[index]}>
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      );
  }
}
