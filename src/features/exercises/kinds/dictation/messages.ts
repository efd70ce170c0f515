import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const dictationMessages = {
  ...defineMessages({
    sentenceLabel: { id: 'exercises.kinds.dictation.sentenceLabel' },
    check: { id: 'exercises.kinds.dictation.check' },
    clear: { id: 'exercises.kinds.dictation.clear' },
    keysHint: { id: 'exercises.kinds.dictation.keysHint' },
    tryAgain: { id: 'exercises.kinds.dictation.tryAgain' },
    previousLabel: { id: 'exercises.kinds.dictation.previousLabel' },
    correctionLabel: { id: 'exercises.kinds.dictation.correctionLabel' },
    statusCorrect: { id: 'exercises.kinds.dictation.status.correct' },
    statusWrong: { id: 'exercises.kinds.dictation.status.wrong' },
    statusSlip: { id: 'exercises.kinds.dictation.status.slip' },
    statusMissing: { id: 'exercises.kinds.dictation.status.missing' },
    statusExtra: { id: 'exercises.kinds.dictation.status.extra' },
    noWord: { id: 'exercises.kinds.dictation.noWord' },
  }),
  slotLabel: defineMessage<{ position: number; letters: number }>({
    id: 'exercises.kinds.dictation.slotLabel',
  }),
  slotLabelHint: defineMessage<{ position: number; letters: number; hint: string }>({
    id: 'exercises.kinds.dictation.slotLabelHint',
  }),
  letters: defineMessage<{ letters: number }>({ id: 'exercises.kinds.dictation.letters' }),
  expected: defineMessage<{ word: string }>({ id: 'exercises.kinds.dictation.expected' }),
  attemptsUsedUp: defineMessage<{ attempts: number }>({
    id: 'exercises.kinds.dictation.attemptsUsedUp',
  }),
};
