import { defineMessage, defineMessages } from 'react-intl';

// The lesson report's and the ended classes' texts (src/console/i18n/<lang>.ts).

export const reportMessages = {
  ...defineMessages({
    heading: { id: 'console.live.report.heading' },
    intro: { id: 'console.live.report.intro' },
    show: { id: 'console.live.report.show' },
    hide: { id: 'console.live.report.hide' },
    csvPupils: { id: 'console.live.report.csvPupils' },
    csvQuestions: { id: 'console.live.report.csvQuestions' },
    pupilsHeading: { id: 'console.live.report.pupilsHeading' },
    questionsHeading: { id: 'console.live.report.questionsHeading' },
    noExercises: { id: 'console.live.report.noExercises' },
    columnPupil: { id: 'console.live.report.column.pupil' },
    columnJoined: { id: 'console.live.report.column.joined' },
    columnQuestion: { id: 'console.live.report.column.question' },
    columnRight: { id: 'console.live.report.column.right' },
    columnClose: { id: 'console.live.report.column.close' },
    columnWrong: { id: 'console.live.report.column.wrong' },
    columnCommonWrong: { id: 'console.live.report.column.commonWrong' },
    notStarted: { id: 'console.live.report.notStarted' },
    endedHeading: { id: 'console.live.ended.heading' },
    endedEmpty: { id: 'console.live.ended.empty' },
  }),
  joined: defineMessage<{ joined: 'yes' | 'no' }>({ id: 'console.live.report.joined' }),
  score: defineMessage<{ score: number }>({ id: 'console.live.report.score' }),
  counts: defineMessage<{ right: number; close: number; wrong: number }>({
    id: 'console.live.report.counts',
  }),
  time: defineMessage<{ minutes: number; seconds: number }>({ id: 'console.live.report.time' }),
  rightOf: defineMessage<{ right: number; answered: number }>({
    id: 'console.live.report.rightOf',
  }),
  wrongAnswer: defineMessage<{ answer: string; count: number }>({
    id: 'console.live.report.wrongAnswer',
  }),
  summary: defineMessage<{ pupils: number; joined: number; exercises: number }>({
    id: 'console.live.report.summary',
  }),
  generated: defineMessage<{ time: Date }>({ id: 'console.live.report.generated' }),
  endedAt: defineMessage<{ start: Date; end: Date }>({ id: 'console.live.ended.when' }),
};
