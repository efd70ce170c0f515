import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/live.ts.
export const lobbyMessages = {
  ...defineMessages({
    title: { id: 'live.lobby.title' },
    loading: { id: 'live.lobby.loading' },
    loadError: { id: 'live.lobby.loadError' },
    offline: { id: 'live.lobby.offline' },
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
    timeOver: { id: 'live.lobby.exercises.timeOver' },
  }),
  classHeading: defineMessage<{ group: string }>({ id: 'live.lobby.classHeading' }),
  emptyTitleOfGroups: defineMessage<{ groups: string }>({ id: 'live.lobby.empty.titleOfGroups' }),
  deadline: defineMessage<{ end: string }>({ id: 'live.lobby.exercises.deadline' }),
  timeLeft: defineMessage<{ minutes: number }>({ id: 'live.lobby.exercises.timeLeft' }),
};

/** This learner's state on each exercise of the class, in words (the trophy also as its artwork). */
export const lobbyProgressMessages = {
  ...defineMessages({
    notStarted: { id: 'live.lobby.progress.notStarted' },
    inProgress: { id: 'live.lobby.progress.inProgress' },
    finished: { id: 'live.lobby.progress.finished' },
  }),
  answered: defineMessage<{ answered: number; problems: number }>({
    id: 'live.lobby.progress.answered',
  }),
  trophy: defineMessage<{ trophy: number }>({ id: 'live.lobby.progress.trophy' }),
};

/** Why the learner was brought to the lobby (../lobby-notice.ts). */
export const lobbyNoticeMessages = defineMessages({
  notChosen: { id: 'live.lobby.notice.notChosen' },
  movedOut: { id: 'live.lobby.notice.movedOut' },
  changed: { id: 'live.lobby.notice.changed' },
  unverified: { id: 'live.lobby.notice.unverified' },
  calledBack: { id: 'live.lobby.notice.calledBack' },
});

export const ownerAlertMessages = defineMessages({
  title: { id: 'live.ownerAlert.title' },
  body: { id: 'live.ownerAlert.body' },
  takeOver: { id: 'live.ownerAlert.takeOver' },
  logout: { id: 'live.ownerAlert.logout' },
  failed: { id: 'live.ownerAlert.failed' },
});
