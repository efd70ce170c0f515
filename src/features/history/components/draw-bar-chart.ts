// The chart library, loaded only when a chart is drawn (its own chunk: route chunks stay small).
// Only the bar chart's pieces are registered, so the rest of Chart.js is left out of the build.
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export type BarChartData = {
  categories: string[];
  values: number[];
  /** One colour for every bar, or one per bar: design tokens (`var(--color-…)`) or CSS colours. */
  colours: string | string[];
  /** The value axis title (what is counted), in the screen language. */
  valueTitle: string;
};

/** A canvas cannot read CSS variables: the tokens are resolved against the canvas's own style. */
function resolveColour(style: CSSStyleDeclaration, colour: string): string {
  const token = /^var\((--[\w-]+)\)$/.exec(colour.trim());
  if (!token) return colour;
  return (token[1] && style.getPropertyValue(token[1]).trim()) || '#808080';
}

/** Draws the bars into the canvas and returns the function that removes them again. */
export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): () => void {
  const style = getComputedStyle(canvas);
  const colour = (value: string) => resolveColour(style, value);
  const text = colour('var(--color-muted)');
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.categories,
      datasets: [
        {
          data: data.values,
          backgroundColor:
            typeof data.colours === 'string' ? colour(data.colours) : data.colours.map(colour),
          borderRadius: 3,
        },
      ],
    },
    options: {
      responsive: true,
      maintainAspectRatio: false,
      // No motion: the figures are the point, and some learners are bothered by movement.
      animation: false,
      events: [],
      scales: {
        x: {
          grid: { display: false },
          ticks: { color: text, autoSkip: true, maxRotation: 0 },
        },
        y: {
          beginAtZero: true,
          grid: { color: colour('var(--color-border)') },
          ticks: { color: text, precision: 0 },
          title: { display: true, text: data.valueTitle, color: text },
        },
      },
    },
  });
  return () => chart.destroy();
}
