// What is left of a class before its planned end, as the lobby says it ("あと 23 分"): whole
// minutes rounded up, so the last seconds still read "1 minute"; null once the end has passed.
export function minutesLeft(endsAt: string, now: Date): number | null {
  const left = Date.parse(endsAt) - now.getTime();
  return left > 0 ? Math.ceil(left / 60_000) : null;
}
