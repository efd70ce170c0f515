// A small chat for the tests, shaped as the content builds chats (mock-server/seed/content/
// build/build-chat.ts): a scene, turns of bot lines and a CHAT_PROBLEM with three attempts, a
// branch (the club turn leads to tennis or to noClub), the closing line on the end page.
import type { ChatProblemBodyItem } from '../../../../api/generated/model/chatProblemBodyItem';
import type { ExerciseBodyItem } from '../../../../api/generated/model/exerciseBodyItem';
import type { ExercisePage } from '../../../../api/generated/model/exercisePage';

export const P = {
  hello: '00000000-0000-4000-8000-000000000001',
  club: '00000000-0000-4000-8000-000000000002',
  tennis: '00000000-0000-4000-8000-000000000003',
  noClub: '00000000-0000-4000-8000-000000000004',
  bye: '00000000-0000-4000-8000-000000000005',
} as const;

const speaker = { name: 'Emma', avatarUrl: '/content/images/emma.svg', role: 'bot' as const };

const bot = (text: string, translation = `${text}（訳）`): ExerciseBodyItem => ({
  type: 'CHAT_MESSAGE',
  speaker,
  text,
  translation,
  audio: { url: `/content/audio/us/${encodeURIComponent(text)}.mp3`, britishUrl: null },
});

function chatProblem(problemUuid: string, task: string, model: string): ChatProblemBodyItem {
  const instruction = { kind: 'INSTRUCTION' as const, text: task, translation: null, audio: null };
  const start = model.split(' ').slice(0, 1).join(' ');
  const phrase = {
    kind: 'KEY_PHRASE' as const,
    text: `${start} …`,
    translation: null,
    audio: null,
  };
  const answer = {
    kind: 'MODEL_ANSWER' as const,
    text: model,
    translation: null,
    audio: { url: `/content/audio/us/model-${problemUuid}.mp3`, britishUrl: null },
  };
  const hints = { words: model.split(' ').slice(0, 2) };
  return {
    type: 'CHAT_PROBLEM',
    problemUuid,
    location: 'start',
    showHints: false,
    attempts: [
      { components: [instruction], hints },
      { components: [instruction, phrase], hints },
      { components: [instruction, answer], hints },
    ],
  };
}

const page = (lines: ExerciseBodyItem[], problemUuid: string, task: string, model: string) => ({
  body: [...lines, chatProblem(problemUuid, task, model)],
  footer: [
    { type: 'SPEECH' as const, problemUuid },
    { type: 'SKIP' as const, problemUuid },
  ],
});

export const CHAT_PAGES: ExercisePage[] = [
  {
    body: [
      { type: 'CHAT_IMAGE', url: '/content/images/chat/school-gate.svg', alt: 'A school gate' },
      { type: 'CHAT_TEXT', text: 'You meet Emma.', translation: 'エマに会います。' },
      { type: 'SHOW_START_BUTTONS' },
    ],
    footer: [{ type: 'START', problemUuid: null }],
  },
  page([bot("Hi! I'm Emma.")], P.hello, '名乗りましょう。', "Hi, I'm Haru."),
  page(
    [bot('Nice to meet you.'), bot('Are you in a club?')],
    P.club,
    '部活について答えましょう。',
    "Yes, I'm in the tennis club.",
  ),
  page([bot('I love tennis!')], P.tennis, '「もちろん」と答えましょう。', 'Sure!'),
  page([bot("That's OK.")], P.noClub, '「いいね」と答えましょう。', 'Sounds good!'),
  page([bot('See you later.')], P.bye, 'あいさつしましょう。', 'See you.'),
  {
    body: [
      bot('Have a nice day!'),
      { type: 'SHOW_TROPHY' },
      { type: 'SHOW_REVIEW' },
      { type: 'SHOW_END_BUTTONS' },
    ],
    footer: [{ type: 'FINISH', problemUuid: null }],
  },
  {
    body: [{ type: 'REVIEW', problemUuids: Object.values(P) }, { type: 'SHOW_END_BUTTONS' }],
    footer: [{ type: 'FINISH', problemUuid: null }],
  },
];
