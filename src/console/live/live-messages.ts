import { defineMessage, defineMessages } from 'react-intl';
import type { LearnerWhereabouts } from '../../api/generated/model/learnerWhereabouts';

// Texts live in src/console/i18n/<lang>.ts.

export const liveMessages = {
  ...defineMessages({
    heading: { id: 'console.live.heading' },
    formHeading: { id: 'console.live.form.heading' },
    organisation: { id: 'console.live.form.organisation' },
    group: { id: 'console.live.form.group' },
    when: { id: 'console.live.form.when' },
    now: { id: 'console.live.form.now' },
    atTime: { id: 'console.live.form.atTime' },
    startsAt: { id: 'console.live.form.startsAt' },
    duration: { id: 'console.live.form.duration' },
    durationUnit: { id: 'console.live.form.durationUnit' },
    startNow: { id: 'console.live.form.startNow' },
    schedule: { id: 'console.live.form.schedule' },
    badTime: { id: 'console.live.form.badTime' },
    listHeading: { id: 'console.live.list.heading' },
    listEmpty: { id: 'console.live.list.empty' },
    noneSelected: { id: 'console.live.panel.noneSelected' },
    gone: { id: 'console.live.panel.gone' },
    close: { id: 'console.live.panel.close' },
    end: { id: 'console.live.panel.end' },
    endConfirm: { id: 'console.live.panel.endConfirm' },
    endYes: { id: 'console.live.panel.endYes' },
    endNo: { id: 'console.live.panel.endNo' },
    learnersHeading: { id: 'console.live.learners.heading' },
    learnersNone: { id: 'console.live.learners.none' },
    noLock: { id: 'console.live.learners.noLock' },
    notStarted: { id: 'console.live.progress.notStarted' },
    finished: { id: 'console.live.progress.finished' },
    columnName: { id: 'console.live.learners.column.name' },
    columnWhere: { id: 'console.live.learners.column.where' },
    columnDevice: { id: 'console.live.learners.column.device' },
    columnProgress: { id: 'console.live.learners.column.progress' },
    columnTakenOver: { id: 'console.live.learners.column.takenOver' },
    exercisesHeading: { id: 'console.live.exercises.heading' },
    exercisesIntro: { id: 'console.live.exercises.intro' },
    search: { id: 'console.live.exercises.search' },
    searchHint: { id: 'console.live.exercises.searchHint' },
    treeLabel: { id: 'console.live.exercises.treeLabel' },
    noMatch: { id: 'console.live.exercises.noMatch' },
    chosenNone: { id: 'console.live.exercises.chosenNone' },
    removeShort: { id: 'console.live.exercises.removeShort' },
    change: { id: 'console.live.exercises.change' },
    unlock: { id: 'console.live.exercises.unlock' },
    changed: { id: 'console.live.exercises.changed' },
    unlocked: { id: 'console.live.exercises.unlocked' },
    lockedState: { id: 'console.live.exercises.lockedState' },
    unlockedState: { id: 'console.live.exercises.unlockedState' },
    beforeStart: { id: 'console.live.learners.beforeStart' },
    onResult: { id: 'console.live.learners.onResult' },
  }),
  learnerCount: defineMessage<{ group: string; count: number }>({
    id: 'console.live.form.learnerCount',
  }),
  started: defineMessage<{ group: string }>({ id: 'console.live.form.started' }),
  timeRange: defineMessage<{ start: Date; end: Date }>({ id: 'console.live.timeRange' }),
  status: defineMessage<{ status: 'upcoming' | 'active' | 'over' }>({ id: 'console.live.status' }),
  exercisesCount: defineMessage<{ count: number }>({ id: 'console.live.list.exercises' }),
  panelHeading: defineMessage<{ group: string }>({ id: 'console.live.panel.heading' }),
  ended: defineMessage<{ group: string }>({ id: 'console.live.panel.ended' }),
  learnersUpdated: defineMessage<{ seconds: number }>({ id: 'console.live.learners.updated' }),
  listJoined: defineMessage<{ count: number }>({ id: 'console.live.list.joined' }),
  where: defineMessage<{ where: LearnerWhereabouts }>({ id: 'console.live.learners.where' }),
  question: defineMessage<{ question: number; questions: number }>({
    id: 'console.live.learners.question',
  }),
  answerSheet: defineMessage<{ question: number; questions: number }>({
    id: 'console.live.learners.answerSheet',
  }),
  since: defineMessage<{ time: Date }>({ id: 'console.live.learners.since' }),
  takeOvers: defineMessage<{ count: number }>({ id: 'console.live.learners.takeOvers' }),
  lastTakenOver: defineMessage<{ time: Date }>({ id: 'console.live.learners.lastTakenOver' }),
  inProgress: defineMessage<{ answered: number; problems: number }>({
    id: 'console.live.progress.inProgress',
  }),
  trophy: defineMessage<{ trophy: number }>({ id: 'console.live.progress.trophy' }),
  summary: defineMessage<{ joined: number; total: number; finished: number }>({
    id: 'console.live.learners.summary',
  }),
  whereabouts: defineMessage<{
    lobby: number;
    exercise: number;
    result: number;
    away: number;
    left: number;
  }>({
    id: 'console.live.learners.whereabouts',
  }),
  finishedMeans: defineMessage<{ count: number }>({ id: 'console.live.learners.finishedMeans' }),
  courseExercises: defineMessage<{ count: number }>({ id: 'console.live.exercises.courseCount' }),
  chosenHeading: defineMessage<{ count: number }>({ id: 'console.live.exercises.chosen' }),
  remove: defineMessage<{ title: string }>({ id: 'console.live.exercises.remove' }),
  lock: defineMessage<{ count: number }>({ id: 'console.live.exercises.lock' }),
  locked: defineMessage<{ count: number }>({ id: 'console.live.exercises.locked' }),
};
