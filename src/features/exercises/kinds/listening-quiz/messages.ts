import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const listeningQuizMessages = defineMessages({
  instruction: { id: 'exercises.kinds.listeningQuiz.instruction' },
  questionMeaning: { id: 'exercises.kinds.listeningQuiz.questionMeaning' },
  transcriptLabel: { id: 'exercises.kinds.listeningQuiz.transcriptLabel' },
  speakerFemale: { id: 'exercises.kinds.listeningQuiz.speakerFemale' },
  speakerMale: { id: 'exercises.kinds.listeningQuiz.speakerMale' },
  replay: { id: 'exercises.kinds.listeningQuiz.replay' },
});
