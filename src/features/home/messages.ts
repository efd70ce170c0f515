import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/home.ts.
export const homeMessages = {
  ...defineMessages({
    loading: { id: 'home.dashboard.loading' },
    loadError: { id: 'home.dashboard.loadError' },
    retry: { id: 'home.dashboard.retry' },
    liveLabel: { id: 'home.liveBanner.label' },
    recentHeading: { id: 'home.recentExercises.heading' },
    recentEmpty: { id: 'home.recentExercises.empty' },
    labelAssignment: { id: 'home.recentExercises.label.assignment' },
    labelCourse: { id: 'home.recentExercises.label.course' },
    resultNone: { id: 'home.recentExercises.result.none' },
    resultFinished: { id: 'home.recentExercises.result.finished' },
    bookmarkedHeading: { id: 'home.courses.bookmarkedHeading' },
    recommendedHeading: { id: 'home.courses.recommendedHeading' },
  }),
  welcome: defineMessage<{ name: string }>({ id: 'home.welcome.title' }),
  liveUpcoming: defineMessage<{ group: string; time: string }>({ id: 'home.liveBanner.upcoming' }),
  liveUnderWay: defineMessage<{ group: string; end: string }>({ id: 'home.liveBanner.underWay' }),
  resultTrophy: defineMessage<{ trophy: number }>({ id: 'home.recentExercises.result.trophy' }),
};

/** The names of the exercise types of spec 3 (the icons' text alternatives). */
export const homeExerciseTypeMessages = defineMessages({
  1: { id: 'home.exerciseType.chat' },
  2: { id: 'home.exerciseType.demo' },
  3: { id: 'home.exerciseType.dictation' },
  4: { id: 'home.exerciseType.drillVocabulary' },
  5: { id: 'home.exerciseType.drillListening' },
  6: { id: 'home.exerciseType.drillPronunciation' },
  7: { id: 'home.exerciseType.quizListening' },
  8: { id: 'home.exerciseType.pictureMatch' },
  9: { id: 'home.exerciseType.drillTyping' },
  10: { id: 'home.exerciseType.singleSentenceReading' },
  11: { id: 'home.exerciseType.quizTranslation' },
  12: { id: 'home.exerciseType.drillTranslation' },
  13: { id: 'home.exerciseType.writing' },
});
