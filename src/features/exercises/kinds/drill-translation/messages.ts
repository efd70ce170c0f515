import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-text-kinds.ts.
export const drillTranslationMessages = {
  ...defineMessages({
    instruction: { id: 'exercises.kinds.drillTranslation.instruction' },
    textInstruction: { id: 'exercises.kinds.drillTranslation.textInstruction' },
    answerLine: { id: 'exercises.kinds.drillTranslation.answerLine' },
    answerEmpty: { id: 'exercises.kinds.drillTranslation.answerEmpty' },
    tiles: { id: 'exercises.kinds.drillTranslation.tiles' },
    check: { id: 'exercises.kinds.drillTranslation.check' },
    keysHint: { id: 'exercises.kinds.drillTranslation.keysHint' },
    answerLabel: { id: 'exercises.kinds.drillTranslation.answerLabel' },
  }),
  returnTile: defineMessage<{ word: string }>({
    id: 'exercises.kinds.drillTranslation.returnTile',
  }),
};
