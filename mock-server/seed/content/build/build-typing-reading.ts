import type { ProblemKey } from '../../../db/exercise-content';
import type { ReadingSource, TypingDrillSource } from '../source-types';
import { sentenceKey } from './answer-keys';
import { partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { countText, endPages, practiceEndPage, questionPage, startPage } from './page-parts';
import { pagePerProblem } from './page-per-problem';

// Typing drill (9): the sentence is shown and typed (the sentence is the material, not a secret).
// Single sentence reading (10): one sentence read aloud and scored; practice mode goes through its
// hard words one by one (logged with wordPronunciationPractice=1).

export function buildTyping(source: TypingDrillSource, context: BuildContext): BuiltExercise {
  return pagePerProblem(source.sentences, context, {
    start: [countText(source.sentences.length, 'sentences')],
    control: 'TEXT',
    body: ({ source: line, problemUuid }) => [
      {
        type: 'TYPING_PROBLEM',
        problemUuid,
        sentence: line.en,
        translation: line.ja,
        audio: context.clips.speak(context.key, [{ voice: 'male', text: line.en }]),
      },
    ],
    key: ({ source: line, problemUuid }) => sentenceKey(problemUuid, [line.en]),
  });
}

export function buildReading(source: ReadingSource, context: BuildContext): BuiltExercise {
  const problemUuid = partUuid(context, 'problem', 0);
  const words = source.words.map((word) => ({
    uuid: partUuid(context, 'word', word.word),
    text: word.word,
    translation: word.ja,
    audio: context.clips.speak(context.key, [{ voice: 'female', text: word.word }]),
    ipa: word.ipa,
  }));
  const problems: ProblemKey[] = [
    sentenceKey(problemUuid, [source.sentence.en]),
    ...words.map((word) => ({
      kind: 'pronunciation' as const,
      problemUuid: word.uuid,
      expected: word.text,
      practiceOnly: true,
      ipa: word.ipa,
    })),
  ];
  const [trophy] = endPages([problemUuid]);
  return {
    pages: [
      startPage([
        { type: 'PLAIN_TEXT', text: source.sentence.en, translation: source.sentence.ja },
      ]),
      questionPage(
        [
          {
            type: 'READING_SENTENCE',
            problemUuid,
            sentence: source.sentence.en,
            translation: source.sentence.ja,
            audio: context.clips.speak(context.key, [
              { voice: 'female', text: source.sentence.en },
            ]),
            words,
          },
        ],
        'SPEECH',
        problemUuid,
      ),
      trophy!,
    ],
    practicePages: [
      ...words.map((word) =>
        questionPage([{ type: 'READING_WORD', problemUuid: word.uuid, word }], 'SPEECH', word.uuid),
      ),
      practiceEndPage(words.map((word) => word.uuid)),
    ],
    problems,
  };
}
