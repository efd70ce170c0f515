import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/home.ts.
export const homeMessages = {
  ...defineMessages({
    loading: { id: 'home.dashboard.loading' },
    loadError: { id: 'home.dashboard.loadError' },
    liveLabel: { id: 'home.liveBanner.label' },
    recentHeading: { id: 'home.recentExercises.heading' },
    recentEmpty: { id: 'home.recentExercises.empty' },
    labelAssignment: { id: 'home.recentExercises.label.assignment' },
    labelCourse: { id: 'home.recentExercises.label.course' },
    resultNone: { id: 'home.recentExercises.result.none' },
    resultFinished: { id: 'home.recentExercises.result.finished' },
    bookmarkedHeading: { id: 'home.courses.bookmarkedHeading' },
    recommendedHeading: { id: 'home.courses.recommendedHeading' },
    seeAllCourses: { id: 'home.courses.seeAll' },
    seeHistory: { id: 'home.recentExercises.seeHistory' },
    continueHeading: { id: 'home.continue.heading' },
    continueMidWay: { id: 'home.continue.reason.midWay' },
    continueRecommended: { id: 'home.continue.reason.recommended' },
    continueResume: { id: 'home.continue.resume' },
    continueStart: { id: 'home.continue.start' },
    continueFindCourse: { id: 'home.continue.findCourse' },
  }),
  welcome: defineMessage<{ name: string }>({ id: 'home.welcome.title' }),
  liveUpcoming: defineMessage<{ group: string; time: string }>({ id: 'home.liveBanner.upcoming' }),
  liveUnderWay: defineMessage<{ group: string; end: string }>({ id: 'home.liveBanner.underWay' }),
  liveLobby: defineMessage<{ upcoming: 'yes' | 'no' }>({ id: 'home.liveBanner.toLobby' }),
  continueAssignment: defineMessage<{ title: string; due: string; overdue: 'yes' | 'no' }>({
    id: 'home.continue.reason.assignment',
  }),
  resultTrophy: defineMessage<{ trophy: number }>({ id: 'home.recentExercises.result.trophy' }),
};
