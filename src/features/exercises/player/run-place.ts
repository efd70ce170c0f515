import type { LivePlace } from '../../../api/generated/model/livePlace';
import type { RunTarget } from '../kinds/kind';
import { questionsDone, type RunState } from './run-state';

/**
 * Where the learner is in a run, as the teacher's room shows it: the exercise before its run
 * starts (no questions yet); on a question (1-based) of the run, or on its answer sheet; the
 * result (and its review) once the run ended. Finishing (the end under way) is still the last
 * question's answer sheet.
 */
export function runPlace(
  target: Pick<RunTarget, 'courseUuid' | 'exerciseUuid'>,
  state: RunState,
): LivePlace {
  const exercise = { courseUuid: target.courseUuid, exerciseUuid: target.exerciseUuid };
  const questions = state.questions.length;
  const answered = questionsDone(state);
  if (state.screen === 'result' || state.screen === 'review')
    return { kind: 'result', ...exercise, questions, answered };
  if (state.status === 'initial' || questions === 0)
    return { kind: 'exercise', ...exercise, questions: 0, answered: 0 };
  return {
    kind: 'exercise',
    ...exercise,
    question: Math.min(state.index + 1, questions),
    questions,
    answered,
    answerSheet: state.screen === 'answered' || state.screen === 'finishing',
  };
}
