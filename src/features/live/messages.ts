import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/live.ts.
export const lobbyMessages = {
  ...defineMessages({
    title: { id: 'live.lobby.title' },
    loading: { id: 'live.lobby.loading' },
    loadError: { id: 'live.lobby.loadError' },
    emptyTitle: { id: 'live.lobby.empty.title' },
    emptyBody: { id: 'live.lobby.empty.body' },
    home: { id: 'live.lobby.home' },
    statusUpcoming: { id: 'live.lobby.status.upcoming' },
    statusUnderWay: { id: 'live.lobby.status.underWay' },
    startLabel: { id: 'live.lobby.startLabel' },
    endLabel: { id: 'live.lobby.endLabel' },
    upcomingNote: { id: 'live.lobby.upcomingNote' },
    waitingNote: { id: 'live.lobby.waitingNote' },
    exercisesHeading: { id: 'live.lobby.exercises.heading' },
    exercisesEmpty: { id: 'live.lobby.exercises.empty' },
  }),
  classHeading: defineMessage<{ group: string }>({ id: 'live.lobby.classHeading' }),
  deadline: defineMessage<{ end: string }>({ id: 'live.lobby.exercises.deadline' }),
};

export const ownerAlertMessages = defineMessages({
  title: { id: 'live.ownerAlert.title' },
  body: { id: 'live.ownerAlert.body' },
  takeOver: { id: 'live.ownerAlert.takeOver' },
  logout: { id: 'live.ownerAlert.logout' },
  failed: { id: 'live.ownerAlert.failed' },
});
