import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-chat.ts.
export const chatMessages = {
  ...defineMessages({
    loadError: { id: 'exercises.chat.loadError' },
    back: { id: 'exercises.chat.back' },
    transcript: { id: 'exercises.chat.transcript' },
    start: { id: 'exercises.chat.start' },
    startNote: { id: 'exercises.chat.startNote' },
    partnerTalking: { id: 'exercises.chat.partnerTalking' },
    yourTurn: { id: 'exercises.chat.yourTurn' },
    keyPhrase: { id: 'exercises.chat.keyPhrase' },
    modelAnswer: { id: 'exercises.chat.modelAnswer' },
    playModel: { id: 'exercises.chat.playModel' },
    hintWords: { id: 'exercises.chat.hintWords' },
    you: { id: 'exercises.chat.you' },
    typed: { id: 'exercises.chat.typed' },
    checking: { id: 'exercises.chat.verdict.checking' },
    correct: { id: 'exercises.chat.verdict.correct' },
    retry: { id: 'exercises.chat.verdict.retry' },
    missed: { id: 'exercises.chat.verdict.missed' },
    translation: { id: 'exercises.chat.translation' },
    over: { id: 'exercises.chat.over' },
    announceMissed: { id: 'exercises.chat.announce.missed' },
  }),
  talking: defineMessage<{ name: string }>({ id: 'exercises.chat.talking' }),
  replayLine: defineMessage<{ text: string }>({ id: 'exercises.chat.replayLine' }),
  attempt: defineMessage<{ attempt: number; attempts: number }>({ id: 'exercises.chat.attempt' }),
  progress: defineMessage<{ percent: number }>({ id: 'exercises.chat.progress' }),
  announceTurn: defineMessage<{ task: string }>({ id: 'exercises.chat.announce.turn' }),
  announceRetry: defineMessage<{ help: string }>({ id: 'exercises.chat.announce.retry' }),
};
