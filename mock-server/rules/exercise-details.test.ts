import { describe, expect, it } from 'vitest';
import { EXERCISE } from '../seed/content-catalogue';
import { contentCatalogue } from '../seed/content';
import { toExerciseDetails } from './exercise-details';

const exercise = (uuid: string) => contentCatalogue().exercises.find((e) => e.uuid === uuid)!;

describe('toExerciseDetails', () => {
  it.each([
    ['ja', '英単語の意味を選びましょう。'],
    ['en', 'Choose the meaning of each word.'],
  ] as const)('gives the instructions in %s', (lang, instructions) => {
    expect(
      toExerciseDetails(exercise(EXERCISE.eikenVerbsVocabulary), lang).exercise.instructions,
    ).toBe(instructions);
  });

  it.each([
    ['ja', 'あいさつをして、「ハル」と名乗りましょう。'],
    ['en', 'Say hello and tell her your name is Haru.'],
  ] as const)("gives a chat turn's task in %s on every attempt", (lang, task) => {
    const details = toExerciseDetails(exercise(EXERCISE.greetingsChat), lang);
    const tasks = details.exercise.pages.flatMap((page) =>
      page.body.flatMap((item) =>
        item.type === 'CHAT_PROBLEM'
          ? item.attempts.flatMap((attempt) =>
              attempt.components.filter((c) => c.kind === 'INSTRUCTION').map((c) => c.text),
            )
          : [],
      ),
    );
    expect(tasks.slice(0, 3)).toEqual([task, task, task]);
    const japanese = /[\u3040-\u30ff\u3400-\u9fff]/;
    expect(tasks.every((text) => japanese.test(text) === (lang === 'ja'))).toBe(true);
  });

  it('leaves the answer key out', () => {
    const details = toExerciseDetails(exercise(EXERCISE.greetingsChat), 'ja');
    expect(Object.keys(details)).toEqual(['course', 'chapter', 'section', 'exercise']);
    expect(details.exercise).not.toHaveProperty('problems');
  });

  it("shows the learner's own learned status on every drill card and scope item", () => {
    const record = exercise(EXERCISE.pastFormsVocabulary);
    const [first, second] = record.problems.map((problem) => problem.problemUuid);
    const statuses = new Map([
      [first, 3],
      [second, 1],
    ]);
    const details = toExerciseDetails(
      record,
      'ja',
      (uuid) => (statuses.get(uuid) ?? 0) as 0 | 1 | 2 | 3,
    );
    const scope = details.exercise.pages[0]!.body.find((item) => item.type === 'EXERCISE_SCOPE');
    expect(
      scope?.type === 'EXERCISE_SCOPE' && scope.items.slice(0, 3).map((item) => item.learnedStatus),
    ).toEqual([3, 1, 0]);
    const cards = details.exercise.pages.flatMap((page) =>
      page.body.flatMap((item) =>
        item.type === 'DRILL_VOCABULARY' ? [item.question.learnedStatus] : [],
      ),
    );
    expect(cards.slice(0, 3)).toEqual([3, 1, 0]);
    const practiceCards = details.exercise.practicePages.flatMap((page) =>
      page.body.flatMap((item) =>
        item.type === 'DRILL_VOCABULARY' ? [item.question.learnedStatus] : [],
      ),
    );
    expect(practiceCards.slice(0, 2)).toEqual([3, 1]);
  });

  it('keeps learnedStatus null on scope items outside drills', () => {
    const details = toExerciseDetails(exercise(EXERCISE.animalPictures), 'ja', () => 2);
    const scope = details.exercise.pages[0]!.body.find((item) => item.type === 'EXERCISE_SCOPE');
    expect(
      scope?.type === 'EXERCISE_SCOPE' && scope.items.every((item) => item.learnedStatus === null),
    ).toBe(true);
  });
});
