import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const pictureMatchMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.pictureMatch.instruction' },
    yourPicture: { id: 'exercises.kinds.pictureMatch.yourPicture' },
  }),
  optionLabel: defineMessage<{ number: number }>({
    id: 'exercises.kinds.pictureMatch.optionLabel',
  }),
  picturesFor: defineMessage<{ word: string }>({ id: 'exercises.kinds.pictureMatch.picturesFor' }),
  rightPicture: defineMessage<{ word: string }>({
    id: 'exercises.kinds.pictureMatch.rightPicture',
  }),
};
