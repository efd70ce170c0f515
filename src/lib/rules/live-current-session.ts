// Spec 4.4: which of the alias's live sessions the learner is in. A session is upcoming while its
// start is later than now, else active. The one in force is the started session with a limited
// mode (the one the guard locks the app to), else the first started one, else the next upcoming
// one (the list comes earliest start first).
export type CurrentSessionLike = {
  startsAt: string;
  limitedMode: { id: number; version: number } | null;
};

export function isUpcoming(session: { startsAt: string }, now: Date): boolean {
  return Date.parse(session.startsAt) > now.getTime();
}

export function currentLiveSession<S extends CurrentSessionLike>(
  sessions: readonly S[],
  now: Date,
): S | null {
  const started = sessions.filter((session) => !isUpcoming(session, now));
  return (
    started.find((session) => session.limitedMode !== null) ?? started[0] ?? sessions[0] ?? null
  );
}
