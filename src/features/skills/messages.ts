import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/skills.ts.
export const skillsMessages = {
  ...defineMessages({
    heading: { id: 'skills.overview.heading' },
    loading: { id: 'skills.load.loading' },
    loadError: { id: 'skills.load.error' },
    performanceHeading: { id: 'skills.performance.heading' },
    performanceIntro: { id: 'skills.performance.intro' },
    yourFigure: { id: 'skills.performance.yourFigure' },
    noFigure: { id: 'skills.performance.noFigure' },
    bandsLabel: { id: 'skills.performance.bands' },
    you: { id: 'skills.performance.you' },
    practiceHeading: { id: 'skills.practice.heading' },
    practiceIntro: { id: 'skills.practice.intro' },
    levelLabel: { id: 'skills.practice.level' },
  }),
  band: defineMessage<{ band: string }>({ id: 'skills.band.name' }),
  rangeFrom: defineMessage<{ from: string }>({ id: 'skills.range.from' }),
  rangeBelow: defineMessage<{ below: string }>({ id: 'skills.range.below' }),
  rangeBetween: defineMessage<{ from: string; below: string }>({ id: 'skills.range.between' }),
  samples: defineMessage<{ count: number }>({ id: 'skills.performance.samples' }),
  seconds: defineMessage<{ value: string }>({ id: 'skills.unit.seconds' }),
  retries: defineMessage<{ value: string }>({ id: 'skills.unit.retries' }),
  wordsPerMinute: defineMessage<{ value: string }>({ id: 'skills.unit.wordsPerMinute' }),
  schoolGrade: defineMessage<{ grade: number }>({ id: 'skills.schoolGrade.name' }),
};

export const metricMessages = {
  reactionTime: defineMessages({
    name: { id: 'skills.metric.reactionTime.name' },
    hint: { id: 'skills.metric.reactionTime.hint' },
  }),
  averageRetry: defineMessages({
    name: { id: 'skills.metric.averageRetry.name' },
    hint: { id: 'skills.metric.averageRetry.hint' },
  }),
  wordsPerMinute: defineMessages({
    name: { id: 'skills.metric.wordsPerMinute.name' },
    hint: { id: 'skills.metric.wordsPerMinute.hint' },
  }),
};

export const practiceMessages = {
  vocabulary: defineMessages({
    name: { id: 'skills.practice.vocabulary.name' },
    description: { id: 'skills.practice.vocabulary.description' },
    start: { id: 'skills.practice.vocabulary.start' },
  }),
  pronunciation: defineMessages({
    name: { id: 'skills.practice.pronunciation.name' },
    description: { id: 'skills.practice.pronunciation.description' },
    start: { id: 'skills.practice.pronunciation.start' },
  }),
  listening: defineMessages({
    name: { id: 'skills.practice.listening.name' },
    description: { id: 'skills.practice.listening.description' },
    start: { id: 'skills.practice.listening.start' },
  }),
};
