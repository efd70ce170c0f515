import type { ContentBodyItem, ProblemKey } from '../../../db/exercise-content';
import type { ChatSource, Line } from '../source-types';
import {
  chatSpeaker,
  imageUrl,
  partUuid,
  type BuildContext,
  type BuiltExercise,
} from './build-context';
import { endPages, questionPage, startPage } from './page-parts';

// Chat (1): a scene, then one page per learner turn (the bot's lines, then the problem), then the
// bot's closing lines with the trophy. Each turn gives three attempts with growing help: the task;
// the task and the start of the model answer; the task and the model answer to read aloud. The
// page holds the task in Japanese and the answer key in both languages (getExercise gives it in the
// asked one). Transitions (`next`) stay in the answer key: the server answers nextProblemUuid.

export function buildChat(source: ChatSource, context: BuildContext): BuiltExercise {
  const turnKeys = new Set(source.turns.map((turn) => turn.key));
  const uuidOf = (turnKey: string) => {
    if (!turnKeys.has(turnKey)) throw new Error(`${context.key}: no turn ${turnKey}`);
    return partUuid(context, 'problem', turnKey);
  };
  const bot = chatSpeaker(source.bot, 'bot');
  const learnerVoice = source.bot.voice === 'female' ? 'male' : 'female';
  const botSays = (line: Line): ContentBodyItem => ({
    type: 'CHAT_MESSAGE',
    speaker: bot,
    text: line.en,
    translation: line.ja,
    audio: context.clips.speak(context.key, [{ voice: source.bot.voice, text: line.en }]),
  });

  const problems: ProblemKey[] = [];
  const turnPages = source.turns.map((turn) => {
    const problemUuid = uuidOf(turn.key);
    const model = turn.answers[0]?.accept[0];
    if (!model) throw new Error(`${context.key}: turn ${turn.key} has no model answer`);
    const words = model.split(' ');
    const start =
      words.length > 1 ? words.slice(0, Math.ceil(words.length / 2)).join(' ') : model[0]!;
    const instruction = {
      kind: 'INSTRUCTION' as const,
      text: turn.task.ja,
      translation: null,
      audio: null,
    };
    const keyPhrase = {
      kind: 'KEY_PHRASE' as const,
      text: `${start} …`,
      translation: null,
      audio: null,
    };
    const modelAnswer = {
      kind: 'MODEL_ANSWER' as const,
      text: model,
      translation: null,
      audio: context.clips.speak(context.key, [{ voice: learnerVoice, text: model }]),
    };
    const hints = { words: turn.hints };
    problems.push({
      kind: 'chat',
      problemUuid,
      expected: model,
      practiceOnly: false,
      task: turn.task,
      answers: turn.answers.map((answer) => ({
        accepted: answer.accept,
        nextProblemUuid: answer.next ? uuidOf(answer.next) : null,
      })),
    });
    return questionPage(
      [
        ...turn.bot.map(botSays),
        {
          type: 'CHAT_PROBLEM',
          problemUuid,
          location: 'start',
          showHints: false,
          attempts: [
            { components: [instruction], hints },
            { components: [instruction, keyPhrase], hints },
            { components: [instruction, modelAnswer], hints },
          ],
        },
      ],
      'SPEECH',
      problemUuid,
    );
  });

  const intro = startPage([
    { type: 'CHAT_IMAGE', url: imageUrl('chat', source.scene.image), alt: source.scene.alt },
    { type: 'CHAT_TEXT', text: source.scene.text.en, translation: source.scene.text.ja },
  ]);
  const uuids = problems.map((problem) => problem.problemUuid);
  return {
    pages: [intro, ...turnPages, ...endPages(uuids, source.closing.map(botSays))],
    practicePages: [],
    problems,
  };
}
