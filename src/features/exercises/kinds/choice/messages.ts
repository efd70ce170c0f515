import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const choiceMessages = {
  ...defineMessages({
    yourChoice: { id: 'exercises.kinds.choice.yourChoice' },
    rightChoice: { id: 'exercises.kinds.choice.rightChoice' },
    meaningsLabel: { id: 'exercises.kinds.choice.meaningsLabel' },
  }),
  keysHint: defineMessage<{ count: number }>({ id: 'exercises.kinds.choice.keysHint' }),
  learnedStatus: defineMessage<{ status: number }>({ id: 'exercises.kinds.choice.learnedStatus' }),
};
