import { useEffect, useId, useRef } from 'react';
import { useIntl } from 'react-intl';
import type { BarChartData } from './draw-bar-chart';

type BarChartProps = BarChartData & {
  /** The chart's title (the figure's caption and the table's). */
  title: string;
  /** What the chart shows, in one sentence: the visible text alternative. */
  summary: string;
  /** The header cells of the table alternative: the category column and the value column. */
  columns: [string, string];
  /** The table's row headers when they should say more than the axis labels (full dates). */
  rowLabels?: string[];
};

/**
 * A bar chart with its text alternatives: a summary sentence under it, and every value in a
 * table that only assistive technology reads (the canvas itself is hidden from it). The chart
 * library loads on first use; without a canvas (or if loading fails) the alternatives remain.
 */
export function BarChart({ title, summary, columns, rowLabels, ...data }: BarChartProps) {
  const intl = useIntl();
  const id = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  // One string for the effect to compare, so a re-render with equal data does not redraw.
  const serialised = JSON.stringify(data);

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas?.getContext('2d')) return;
    let removed = false;
    let destroy: (() => void) | undefined;
    import('./draw-bar-chart').then(
      ({ drawBarChart }) => {
        if (!removed) destroy = drawBarChart(canvas, JSON.parse(serialised) as BarChartData);
      },
      () => undefined,
    );
    return () => {
      removed = true;
      destroy?.();
    };
  }, [serialised]);

  return (
    <figure className="bar-chart" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="bar-chart__title">
        {title}
      </figcaption>
      <div className="bar-chart__canvas">
        <canvas ref={canvasRef} aria-hidden="true" />
      </div>
      <p className="bar-chart__summary">{summary}</p>
      <table className="visually-hidden">
        <caption>{title}</caption>
        <thead>
          <tr>
            <th scope="col">{columns[0]}</th>
            <th scope="col">{columns[1]}</th>
          </tr>
        </thead>
        <tbody>
          {data.categories.map((category, index) => (
            <tr key={`${category}-${index}`}>
              <th scope="row">{rowLabels?.[index] ?? category}</th>
              <td>{intl.formatNumber(data.values[index] ?? 0)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
