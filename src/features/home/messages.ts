import { defineMessages } from 'react-intl';

export const homeMessages = defineMessages({
  welcome: { id: 'home.welcome.title' },
  organisation: { id: 'home.welcome.organisation' },
  intro: { id: 'home.welcome.intro' },
  areasHeading: { id: 'home.areas.heading' },
  courses: { id: 'home.areas.courses' },
  coursesHint: { id: 'home.areas.coursesHint' },
  assignments: { id: 'home.areas.assignments' },
  assignmentsHint: { id: 'home.areas.assignmentsHint' },
  history: { id: 'home.areas.history' },
  historyHint: { id: 'home.areas.historyHint' },
  skills: { id: 'home.areas.skills' },
  skillsHint: { id: 'home.areas.skillsHint' },
  settings: { id: 'home.areas.settings' },
  settingsHint: { id: 'home.areas.settingsHint' },
  loading: { id: 'home.welcome.loading' },
});
