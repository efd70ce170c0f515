// Which exercises can be started and played to the end offline (docs/offline-download.md, "What
// is judged offline"): the kinds judged on the device (typing drill 9, demo 2) and those whose
// marking can be deferred (listening quiz 7, picture match 8, translation quiz and drill 11, 12).
// The others open offline but need the network to start: chat (1) and single sentence reading
// (10) are recognised by the backend, writing (13) is given feedback by it, dictation (3) asks
// again after a miss, and the vocabulary, listening and pronunciation drills (4, 5, 6) get their
// questions from the start call. One rule for the player (whether a run may start offline) and the
// download panel (which rows it marks 「オフラインで使えます」); the kinds' own `judgeOffline` /
// `deferredOffline` say how their answers are judged then (src/features/exercises/kinds/kind.ts),
// and offline-start.test.ts checks that the two agree.

const PLAYABLE_OFFLINE: ReadonlySet<number> = new Set([2, 7, 8, 9, 11, 12]);

/** Whether an exercise of this type can start, and be finished, without the network. */
export function startsOffline(exerciseType: number): boolean {
  return PLAYABLE_OFFLINE.has(exerciseType);
}
