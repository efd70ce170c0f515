import type { ProblemKey } from '../../../db/exercise-content';
import { textToPhonemes } from '../../../rules/grapheme-phonemes';
import type { ReadingSource, TypingDrillSource } from '../source-types';
import { sentenceKey } from './answer-keys';
import { partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { countText, endPages, practiceEndPage, questionPage, startPage } from './page-parts';
import { pagePerProblem } from './page-per-problem';

// Typing drill (9): the sentence is shown and typed (the sentence is the material, not a secret).
// Single sentence reading (10): one sentence read aloud and scored; practice mode goes through the
// words the learner missed one by one (logged with wordPronunciationPractice=1): every word of the
// sentence has a practice page, its hard words (the source's, with their meaning and IPA) first,
// then the others in the sentence's order (IPA from the spelling rules, no meaning).

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
  const readingWord = (text: string, translation: string, ipa: string[]) => ({
    uuid: partUuid(context, 'word', text),
    text,
    translation,
    audio: context.clips.speak(context.key, [{ voice: 'female', text }]),
    ipa,
  });
  const words = source.words.map((word) => readingWord(word.word, word.ja, word.ipa));
  // A word outside the hard words shows no phoneme letters (the spelling rules only guess them).
  const others = otherWords(source).map((text) => readingWord(text, '', []));
  const practised = [...words, ...others];
  const problems: ProblemKey[] = [
    sentenceKey(problemUuid, [source.sentence.en]),
    ...practised.map((word) => ({
      kind: 'pronunciation' as const,
      problemUuid: word.uuid,
      expected: word.text,
      practiceOnly: true,
      ipa: word.ipa.length > 0 ? word.ipa : textToPhonemes(word.text),
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
      ...practised.map((word) =>
        questionPage([{ type: 'READING_WORD', problemUuid: word.uuid, word }], 'SPEECH', word.uuid),
      ),
      practiceEndPage(practised.map((word) => word.uuid)),
    ],
    problems,
  };
}

const wordKey = (text: string) => text.toLowerCase().replace(/[\u2018\u2019]/g, "'");

/** The words of the sentence that are not hard words, each once, as read (no punctuation). */
function otherWords(source: ReadingSource): string[] {
  const seen = new Set(source.words.map((word) => wordKey(word.word)));
  const others: string[] = [];
  for (const token of source.sentence.en.split(/\s+/)) {
    const text = token.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    if (text === '' || seen.has(wordKey(text))) continue;
    seen.add(wordKey(text));
    others.push(text);
  }
  return others;
}
