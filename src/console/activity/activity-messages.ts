import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/console/i18n/<lang>.ts.

/** One line per kind of event of the backend's activity log. */
export const activityEventMessages = defineMessages({
  signIn: { id: 'console.activity.event.signIn' },
  signOut: { id: 'console.activity.event.signOut' },
  exerciseStarted: { id: 'console.activity.event.exerciseStarted' },
  answer: { id: 'console.activity.event.answer' },
  exerciseEnded: { id: 'console.activity.event.exerciseEnded' },
  classJoined: { id: 'console.activity.event.classJoined' },
  classTakenOver: { id: 'console.activity.event.classTakenOver' },
  classStarted: { id: 'console.activity.event.classStarted' },
  classLocked: { id: 'console.activity.event.classLocked' },
  classUnlocked: { id: 'console.activity.event.classUnlocked' },
  classEnded: { id: 'console.activity.event.classEnded' },
  resetLinkSent: { id: 'console.activity.event.resetLinkSent' },
  invitationIssued: { id: 'console.activity.event.invitationIssued' },
  storeReset: { id: 'console.activity.event.storeReset' },
  clockSet: { id: 'console.activity.event.clockSet' },
  maintenanceSet: { id: 'console.activity.event.maintenanceSet' },
  buildPublished: { id: 'console.activity.event.buildPublished' },
  featureFlagSet: { id: 'console.activity.event.featureFlagSet' },
});

export const activityMessages = {
  ...defineMessages({
    heading: { id: 'console.activity.heading' },
    intro: { id: 'console.activity.intro' },
    filterLabel: { id: 'console.activity.filter.label' },
    filterEveryone: { id: 'console.activity.filter.everyone' },
    listLabel: { id: 'console.activity.list.label' },
    empty: { id: 'console.activity.empty' },
    emptyForUser: { id: 'console.activity.emptyForUser' },
    backend: { id: 'console.activity.backend' },
  }),
  count: defineMessage<{ count: number }>({ id: 'console.activity.count' }),
  trophy: defineMessage<{ trophy: number }>({ id: 'console.activity.trophy' }),
};
