import { defineMessages } from 'react-intl';

/** What the overview says of the run each button starts: practice counts for nothing. */
export const overviewRunMessages = defineMessages({
  practiceNote: { id: 'exercises.overview.practiceNote' },
  personalisedNote: { id: 'exercises.overview.personalisedNote' },
});
