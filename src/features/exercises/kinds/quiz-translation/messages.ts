import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const quizTranslationMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.quizTranslation.instruction' },
    hintsLabel: { id: 'exercises.kinds.quizTranslation.hintsLabel' },
    answerLabel: { id: 'exercises.kinds.quizTranslation.answerLabel' },
  }),
  wordCount: defineMessage<{ count: number }>({ id: 'exercises.kinds.quizTranslation.wordCount' }),
};
