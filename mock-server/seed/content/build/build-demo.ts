import type { DemoSource } from '../source-types';
import { chatSpeaker, partUuid, type BuildContext, type BuiltExercise } from './build-context';
import { endPages, questionPage, startPage } from './page-parts';

// Demo (2): the model dialogue, one line a page, each to listen to and repeat (not judged).

export function buildDemo(source: DemoSource, context: BuildContext): BuiltExercise {
  const lines = source.lines.map((line, index) => {
    const speaker = source.speakers[line.speaker];
    if (!speaker) throw new Error(`${context.key}: no speaker ${line.speaker}`);
    return { ...line, speaker, problemUuid: partUuid(context, 'problem', index) };
  });
  const uuids = lines.map((line) => line.problemUuid);
  return {
    pages: [
      startPage([{ type: 'PLAIN_TEXT', text: source.intro.en, translation: source.intro.ja }]),
      ...lines.map((line) =>
        questionPage(
          [
            {
              type: 'DEMO_LINE',
              problemUuid: line.problemUuid,
              speaker: chatSpeaker(line.speaker, 'bot'),
              text: line.en,
              translation: line.ja,
              audio: context.clips.speak(context.key, [
                { voice: line.speaker.voice, text: line.en },
              ]),
            },
          ],
          'SPEECH',
          line.problemUuid,
        ),
      ),
      ...endPages(uuids),
    ],
    practicePages: [],
    problems: lines.map((line) => ({
      kind: 'listen',
      problemUuid: line.problemUuid,
      expected: line.en,
      practiceOnly: false,
    })),
  };
}
