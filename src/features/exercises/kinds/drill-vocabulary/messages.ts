import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const drillVocabularyMessages = defineMessages({
  instruction: { id: 'exercises.kinds.drillVocabulary.instruction' },
});
