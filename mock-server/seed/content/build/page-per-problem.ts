import type { ContentBodyItem, ProblemKey } from '../../../db/exercise-content';
import { partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { endPages, questionPage, startPage, type AnswerControl } from './page-parts';

// Most exercise types ask one problem a page: the start page, a page a problem (its body items
// and answer control), then the trophy and review pages; no practice pages. A problem's uuid comes
// from its position in the exercise.

/** One problem of such an exercise: what its source says, its position and its uuid. */
export type PagedProblem<S> = { source: S; index: number; problemUuid: string };

export function pagePerProblem<S>(
  sources: readonly S[],
  context: BuildContext,
  exercise: {
    start: ContentBodyItem[];
    control: AnswerControl;
    body: (problem: PagedProblem<S>) => ContentBodyItem[];
    key: (problem: PagedProblem<S>) => ProblemKey;
  },
): BuiltExercise {
  const problems = sources.map((source, index) => ({
    source,
    index,
    problemUuid: partUuid(context, 'problem', index),
  }));
  return {
    pages: [
      startPage(exercise.start),
      ...problems.map((problem) =>
        questionPage(exercise.body(problem), exercise.control, problem.problemUuid),
      ),
      ...endPages(problems.map((problem) => problem.problemUuid)),
    ],
    practicePages: [],
    problems: problems.map((problem) => exercise.key(problem)),
  };
}
