import { defineMessages } from 'react-intl';

// The feedback form shows on the screen the learner returns to after an exercise, so its texts
// ship with the app: src/i18n/<lang>/exercise-feedback.ts.
export const feedbackMessages = defineMessages({
  title: { id: 'exercises.feedback.title' },
  difficulty: { id: 'exercises.feedback.difficulty' },
  easy: { id: 'exercises.feedback.easy' },
  moderate: { id: 'exercises.feedback.moderate' },
  difficult: { id: 'exercises.feedback.difficult' },
  text: { id: 'exercises.feedback.text' },
  send: { id: 'exercises.feedback.send' },
  skip: { id: 'exercises.feedback.skip' },
  thanks: { id: 'exercises.feedback.thanks' },
  chooseDifficulty: { id: 'exercises.feedback.chooseDifficulty' },
});
