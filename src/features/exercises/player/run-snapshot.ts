// A run in progress is kept in session storage, so a reload of the page comes back to the same
// question with the same session (logId), the outcomes so far and the answer on its way.
import type { RunState } from './run-state';

const PREFIX = 'eigo.exerciseRun.';

export const runSnapshotKey = (exerciseUuid: string, assignmentId: number | null) =>
  `${PREFIX}${exerciseUuid}.${assignmentId ?? '-'}`;

export function readRunSnapshot(key: string): RunState | null {
  try {
    const text = window.sessionStorage.getItem(key);
    if (!text) return null;
    const state = JSON.parse(text) as RunState;
    return state && state.status === 'in-progress' && Array.isArray(state.questions) ? state : null;
  } catch {
    return null;
  }
}

export function writeRunSnapshot(key: string, state: RunState): void {
  try {
    if (state.status === 'in-progress') window.sessionStorage.setItem(key, JSON.stringify(state));
    else window.sessionStorage.removeItem(key);
  } catch {
    // Storage full or unavailable: the run goes on without a snapshot.
  }
}
