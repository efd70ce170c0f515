import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const textEntryMessages = defineMessages({
  check: { id: 'exercises.kinds.textEntry.check' },
  answerLabel: { id: 'exercises.kinds.textEntry.answerLabel' },
});
