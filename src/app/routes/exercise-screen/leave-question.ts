import type { RunStatus } from '../../../features/exercises/kinds/kind';

/**
 * Whether leaving an exercise screen asks first: while a run is in progress (spec 4.3), and
 * during a live class's limited mode before the exercise is done (spec 4.4: "leaving during
 * limited mode shows an exit confirmation"), as the learner was sent there by the teacher. Moves
 * within the exercise never ask, nor do the moves the class itself makes (to the lobby, with a
 * notice for it), nor leaving a finished run.
 */
export function asksBeforeLeaving({
  runStatus,
  inLimitedMode,
  samePath,
  movedByClass,
}: {
  runStatus: RunStatus;
  inLimitedMode: boolean;
  samePath: boolean;
  movedByClass: boolean;
}): boolean {
  if (samePath || movedByClass) return false;
  if (runStatus === 'in-progress') return true;
  return inLimitedMode && runStatus === 'initial';
}
