import type { DictationSource } from '../source-types';
import { imageUrl, type BuildContext, type BuiltExercise } from './build-context';
import { dictationAttempts, plainSentence } from './dictation-slots';
import { countText } from './page-parts';
import { pagePerProblem } from './page-per-problem';

// Dictation (3): one sentence a page: the speaker says it (its Japanese meaning is the question),
// the learner writes the missing words. The sentence itself stays in the answer key.

export function buildDictation(source: DictationSource, context: BuildContext): BuiltExercise {
  return pagePerProblem(source.sentences, context, {
    start: [countText(source.sentences.length, 'sentences')],
    control: 'TEXT',
    body: ({ source: line, index, problemUuid }) => [
      {
        type: 'DICTATION_QUESTION',
        question: line.ja,
        audio: context.clips.speak(context.key, [
          { voice: source.speaker.voice, text: plainSentence(line.en) },
        ]),
        avatar: imageUrl('avatars', source.speaker.avatar),
      },
      {
        type: 'DICTATION_PROBLEM',
        problemUuid,
        sentenceIndex: index,
        attempts: dictationAttempts(line.en),
      },
    ],
    key: ({ source: line, index, problemUuid }) => ({
      kind: 'dictation',
      problemUuid,
      expected: plainSentence(line.en),
      practiceOnly: false,
      sentenceIndex: index,
    }),
  });
}
