import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const demoMessages = defineMessages({
  instruction: { id: 'exercises.kinds.demo.instruction' },
  repeatCue: { id: 'exercises.kinds.demo.repeatCue' },
  readyCue: { id: 'exercises.kinds.demo.readyCue' },
  next: { id: 'exercises.kinds.demo.next' },
  enterHint: { id: 'exercises.kinds.demo.enterHint' },
});
