import type { DemoSource } from '../source-types';
import { chatSpeaker, type BuildContext, type BuiltExercise } from './build-context';
import { pagePerProblem } from './page-per-problem';

// Demo (2): the model dialogue, one line a page, each to listen to and repeat (not judged).

export function buildDemo(source: DemoSource, context: BuildContext): BuiltExercise {
  const lines = source.lines.map((line) => {
    const speaker = source.speakers[line.speaker];
    if (!speaker) throw new Error(`${context.key}: no speaker ${line.speaker}`);
    return { ...line, speaker };
  });
  return pagePerProblem(lines, context, {
    start: [{ type: 'PLAIN_TEXT', text: source.intro.en, translation: source.intro.ja }],
    control: 'SPEECH',
    body: ({ source: line, problemUuid }) => [
      {
        type: 'DEMO_LINE',
        problemUuid,
        speaker: chatSpeaker(line.speaker, 'bot'),
        text: line.en,
        translation: line.ja,
        audio: context.clips.speak(context.key, [{ voice: line.speaker.voice, text: line.en }]),
      },
    ],
    key: ({ source: line, problemUuid }) => ({
      kind: 'listen',
      problemUuid,
      expected: line.en,
      practiceOnly: false,
    }),
  });
}
