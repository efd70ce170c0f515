// How long a learner took on a question, as the contract takes it: whole milliseconds from 0 to
// one day (the contract's bound on every `responseTime` and `Duration`, so that an answer is
// never refused for its clock). A question left open longer, a tab forgotten overnight, counts
// as one day; a clock that went backwards or a missing reading counts as 0.

export const MAX_RESPONSE_TIME_MS = 86_400_000;

export function responseTimeMs(ms: number): number {
  if (!Number.isFinite(ms) || ms <= 0) return 0;
  return Math.min(MAX_RESPONSE_TIME_MS, Math.round(ms));
}
