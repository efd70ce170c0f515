import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/history.ts.
export const historyMessages = {
  ...defineMessages({
    heading: { id: 'history.summary.heading' },
    pagesLabel: { id: 'history.nav.label' },
    summaryLink: { id: 'history.nav.summary' },
    logsLink: { id: 'history.nav.logs' },
    loading: { id: 'history.load.loading' },
    loadError: { id: 'history.load.error' },
    achievementHeading: { id: 'history.achievement.heading' },
    achievementEmpty: { id: 'history.achievement.empty' },
    learnedBadges: { id: 'history.achievement.learnedBadges' },
    finishedSessions: { id: 'history.achievement.finished' },
    distinctExercises: { id: 'history.achievement.distinct' },
    trophiesTitle: { id: 'history.trophies.title' },
    trophyColumn: { id: 'history.trophies.column' },
    trophyCountColumn: { id: 'history.trophies.countColumn' },
    countColumn: { id: 'history.chart.countColumn' },
    countAxis: { id: 'history.chart.countAxis' },
    activityHeading: { id: 'history.activity.heading' },
    activityEmpty: { id: 'history.activity.empty' },
    activeDays: { id: 'history.activity.activeDays' },
    totalExercises: { id: 'history.activity.totalExercises' },
    totalMinutes: { id: 'history.activity.totalMinutes' },
    activityTitle: { id: 'history.activity.chartTitle' },
    dayColumn: { id: 'history.activity.dayColumn' },
    cefrHeading: { id: 'history.cefr.heading' },
    cefrTitle: { id: 'history.cefr.chartTitle' },
    cefrEmpty: { id: 'history.cefr.empty' },
    levelColumn: { id: 'history.cefr.levelColumn' },
    statsHeading: { id: 'history.stats.heading' },
    statsEmpty: { id: 'history.stats.empty' },
    statsSessions: { id: 'history.stats.sessions' },
    statsCorrectRate: { id: 'history.stats.correctRate' },
    statsTrophies: { id: 'history.stats.trophies' },
    statsMinutes: { id: 'history.stats.minutes' },
    statsLastPlayed: { id: 'history.stats.lastPlayed' },
    notYet: { id: 'history.stats.notYet' },
    recentHeading: { id: 'history.recent.heading' },
    recentEmpty: { id: 'history.recent.empty' },
    labelAssignment: { id: 'history.recent.label.assignment' },
    labelCourse: { id: 'history.recent.label.course' },
    resultNone: { id: 'history.result.none' },
    resultFinished: { id: 'history.result.finished' },
    logsHeading: { id: 'history.logs.heading' },
    filtersLabel: { id: 'history.logs.filters' },
    startDate: { id: 'history.logs.startDate' },
    endDate: { id: 'history.logs.endDate' },
    skillLabel: { id: 'history.logs.skill' },
    typeLabel: { id: 'history.logs.type' },
    every: { id: 'history.logs.every' },
    clear: { id: 'history.logs.clear' },
    endBeforeStart: { id: 'history.logs.endBeforeStart' },
    logsEmpty: { id: 'history.logs.empty' },
    noTrophy: { id: 'history.logs.noTrophy' },
  }),
  trophy: defineMessage<{ trophy: number }>({ id: 'history.result.trophy' }),
  trophyName: defineMessage<{ trophy: number }>({ id: 'history.trophies.name' }),
  trophiesSummary: defineMessage<{ gold: number; silver: number; bronze: number }>({
    id: 'history.trophies.summary',
  }),
  count: defineMessage<{ count: number }>({ id: 'history.value.count' }),
  distinctCount: defineMessage<{ count: number }>({ id: 'history.achievement.distinctCount' }),
  minutes: defineMessage<{ minutes: number }>({ id: 'history.value.minutes' }),
  days: defineMessage<{ days: number }>({ id: 'history.value.days' }),
  activitySummary: defineMessage<{
    start: string;
    end: string;
    activeDays: number;
    exercises: number;
    minutes: number;
  }>({ id: 'history.activity.summary' }),
  activityBestDay: defineMessage<{ day: string; count: number }>({
    id: 'history.activity.bestDay',
  }),
  cefrSummary: defineMessage<{ level: string; count: number; total: number }>({
    id: 'history.cefr.summary',
  }),
  statsTrophyCounts: defineMessage<{ gold: number; silver: number; bronze: number }>({
    id: 'history.stats.trophyCounts',
  }),
  logsCount: defineMessage<{ count: number }>({ id: 'history.logs.count' }),
  filtersToggle: defineMessage<{ count: number }>({ id: 'history.logs.filtersToggle' }),
  course: defineMessage<{ title: string }>({ id: 'history.logs.course' }),
  assignment: defineMessage<{ title: string }>({ id: 'history.logs.assignment' }),
  showMore: defineMessage<{ count: number }>({ id: 'history.logs.showMore' }),
};

/** The skills of spec 3 (1 speaking, 2 listening, 3 reading, 4 writing). */
export const skillMessages = defineMessages({
  1: { id: 'history.skill.speaking' },
  2: { id: 'history.skill.listening' },
  3: { id: 'history.skill.reading' },
  4: { id: 'history.skill.writing' },
});
