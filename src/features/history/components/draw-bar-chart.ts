// The chart library, loaded only when a chart is drawn (its own chunk: route chunks stay small).
// Only the bar chart's pieces are registered, so the rest of Chart.js is left out of the build.
import { BarController, BarElement, CategoryScale, Chart, LinearScale } from 'chart.js';

Chart.register(BarController, BarElement, CategoryScale, LinearScale);

export type BarChartData = {
  categories: string[];
  values: number[];
  /** One colour for every bar, or one per bar. */
  colours: string | string[];
  /** The value axis title (what is counted), in the screen language. */
  valueTitle: string;
};

/** Draws the bars into the canvas and returns the function that removes them again. */
export function drawBarChart(canvas: HTMLCanvasElement, data: BarChartData): () => void {
  const chart = new Chart(canvas, {
    type: 'bar',
    data: {
      labels: data.categories,
      datasets: [{ data: data.values, backgroundColor: data.colours, borderRadius: 3 }],
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
          ticks: { color: '#4a5360', autoSkip: true, maxRotation: 0 },
        },
        y: {
          beginAtZero: true,
          ticks: { color: '#4a5360', precision: 0 },
          title: { display: true, text: data.valueTitle, color: '#4a5360' },
        },
      },
    },
  });
  return () => chart.destroy();
}
