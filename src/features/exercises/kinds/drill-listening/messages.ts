import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/exercise-choice-kinds.ts.
export const drillListeningMessages = defineMessages({
  instruction: { id: 'exercises.kinds.drillListening.instruction' },
  listenCue: { id: 'exercises.kinds.drillListening.listenCue' },
  heardLabel: { id: 'exercises.kinds.drillListening.heardLabel' },
  replay: { id: 'exercises.kinds.drillListening.replay' },
});
