import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const drillTypingMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.drillTyping.instruction' },
    answerLabel: { id: 'exercises.kinds.drillTyping.answerLabel' },
    complete: { id: 'exercises.kinds.drillTyping.complete' },
    mistakeSpace: { id: 'exercises.kinds.drillTyping.mistakeSpace' },
  }),
  progress: defineMessage<{ done: number; total: number }>({
    id: 'exercises.kinds.drillTyping.progress',
  }),
  mistake: defineMessage<{ char: string }>({ id: 'exercises.kinds.drillTyping.mistake' }),
};
