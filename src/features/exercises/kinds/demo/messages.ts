import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const demoMessages = defineMessages({
  instruction: { id: 'exercises.kinds.demo.instruction' },
  listenCue: { id: 'exercises.kinds.demo.listenCue' },
  repeatCue: { id: 'exercises.kinds.demo.repeatCue' },
  readyCue: { id: 'exercises.kinds.demo.readyCue' },
  next: { id: 'exercises.kinds.demo.next' },
  enterHint: { id: 'exercises.kinds.demo.enterHint' },
});

/** The demo counts lines, not questions (the player's heading, progress and result). */
export const demoLineWords = {
  heading: defineMessage<{ number: number; total: number }>({
    id: 'exercises.kinds.demo.lineHeading',
  }),
  progress: defineMessage<{ done: number; total: number }>({
    id: 'exercises.kinds.demo.lineProgress',
  }),
  finished: defineMessage<{ count: number }>({ id: 'exercises.kinds.demo.linesFinished' }),
};
