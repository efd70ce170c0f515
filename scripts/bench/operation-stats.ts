// bench:class's figures: the latency of every request by operation, failed requests (an answer of
// 400 or more, or no answer), and what the simulated learners saw that the app would show as a
// problem (notices: another device holding their lesson, no lesson listed). One set for a whole
// run, another for its steady window.
import { percentile } from './load';

export const OPERATIONS = [
  'sign-in',
  'aliases',
  'poll',
  'claim',
  'limited mode',
  'open',
  'start',
  'answer',
  'end',
] as const;
export type Operation = (typeof OPERATIONS)[number];

type OperationFigures = { requests: number; errors: number; p50: number; p99: number };
export type StatsSummary = {
  byOperation: Map<Operation, OperationFigures>;
  /** Every request of every operation together. */
  all: OperationFigures;
  /** The operation with the highest p99 (among those with requests), or null with none. */
  worst: { operation: Operation; p99: number } | null;
};

export class OperationStats {
  private readonly latencies = new Map<Operation, number[]>(OPERATIONS.map((op) => [op, []]));
  private readonly errors = new Map<Operation, number>(OPERATIONS.map((op) => [op, 0]));
  readonly notices = new Map<string, number>();

  /** One request of `operation` that took `ms`; `ok` false when it failed. */
  record(operation: Operation, ms: number, ok: boolean): void {
    this.latencies.get(operation)!.push(ms);
    if (!ok) this.errors.set(operation, this.errors.get(operation)! + 1);
  }

  notice(what: string): void {
    this.notices.set(what, (this.notices.get(what) ?? 0) + 1);
  }

  summary(): StatsSummary {
    const figures = (latencies: number[], errors: number): OperationFigures => {
      const sorted = [...latencies].sort((a, b) => a - b);
      return {
        requests: sorted.length,
        errors,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
      };
    };
    const byOperation = new Map(
      OPERATIONS.map((op) => [op, figures(this.latencies.get(op)!, this.errors.get(op)!)]),
    );
    let worst: StatsSummary['worst'] = null;
    for (const [operation, { requests, p99 }] of byOperation) {
      if (requests > 0 && (worst === null || p99 > worst.p99)) worst = { operation, p99 };
    }
    const all = figures(
      OPERATIONS.flatMap((op) => this.latencies.get(op)!),
      OPERATIONS.reduce((sum, op) => sum + this.errors.get(op)!, 0),
    );
    return { byOperation, all, worst };
  }
}
