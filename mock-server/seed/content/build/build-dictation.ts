import type { DictationSource } from '../source-types';
import { imageUrl, partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { dictationAttempts, plainSentence } from './dictation-slots';
import { endPages, questionPage, startPage } from './page-parts';

// Dictation (3): one sentence a page: the speaker says it (its Japanese meaning is the question),
// the learner writes the missing words. The sentence itself stays in the answer key.

export function buildDictation(source: DictationSource, context: BuildContext): BuiltExercise {
  const sentences = source.sentences.map((line, index) => ({
    line,
    index,
    text: plainSentence(line.en),
    problemUuid: partUuid(context, 'problem', index),
  }));
  const uuids = sentences.map((sentence) => sentence.problemUuid);
  return {
    pages: [
      startPage([
        {
          type: 'PLAIN_TEXT',
          text: `${sentences.length} sentences`,
          translation: `全${sentences.length}文`,
        },
      ]),
      ...sentences.map((sentence) =>
        questionPage(
          [
            {
              type: 'DICTATION_QUESTION',
              question: sentence.line.ja,
              audio: context.clips.speak(context.key, [
                { voice: source.speaker.voice, text: sentence.text },
              ]),
              avatar: imageUrl('avatars', source.speaker.avatar),
            },
            {
              type: 'DICTATION_PROBLEM',
              problemUuid: sentence.problemUuid,
              sentenceIndex: sentence.index,
              attempts: dictationAttempts(sentence.line.en),
            },
          ],
          'TEXT',
          sentence.problemUuid,
        ),
      ),
      ...endPages(uuids),
    ],
    practicePages: [],
    problems: sentences.map((sentence) => ({
      kind: 'dictation',
      problemUuid: sentence.problemUuid,
      expected: sentence.text,
      practiceOnly: false,
      sentenceIndex: sentence.index,
    })),
  };
}
