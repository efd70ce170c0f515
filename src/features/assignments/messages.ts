import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/assignments.ts.
export const assignmentMessages = {
  ...defineMessages({
    loadError: { id: 'assignments.load.error' },
    loading: { id: 'assignments.load.loading' },
    homeHeading: { id: 'assignments.homeCard.heading' },
    seeAll: { id: 'assignments.homeCard.seeAll' },
    homeEmpty: { id: 'assignments.homeCard.empty' },
    notOpenable: { id: 'assignments.card.notOpenable' },
    exploreHeading: { id: 'assignments.explore.heading' },
    filtersLabel: { id: 'assignments.explore.filters' },
    statusFilter: { id: 'assignments.explore.statusFilter' },
    yearFilter: { id: 'assignments.explore.yearFilter' },
    sortLabel: { id: 'assignments.explore.sort' },
    exploreEmpty: { id: 'assignments.explore.empty' },
    detailsBack: { id: 'assignments.details.back' },
    detailsHeading: { id: 'assignments.details.heading' },
    detailsExercises: { id: 'assignments.details.exercises' },
    detailsStatus: { id: 'assignments.details.status' },
    detailsGroup: { id: 'assignments.details.group' },
    detailsStart: { id: 'assignments.details.start' },
    detailsDue: { id: 'assignments.details.due' },
    detailsSubmitted: { id: 'assignments.details.submitted' },
    detailsProgress: { id: 'assignments.details.progress' },
    notFoundTitle: { id: 'assignments.details.notFoundTitle' },
    notFoundBody: { id: 'assignments.details.notFoundBody' },
    exerciseFinished: { id: 'assignments.exercise.finished' },
    exerciseNotFinished: { id: 'assignments.exercise.notFinished' },
  }),
  status: defineMessage<{ status: number }>({ id: 'assignments.status.label' }),
  dates: defineMessage<{ start: string; due: string }>({ id: 'assignments.card.dates' }),
  submittedOn: defineMessage<{ date: string }>({ id: 'assignments.card.submitted' }),
  group: defineMessage<{ group: string }>({ id: 'assignments.card.group' }),
  progress: defineMessage<{ finished: number; total: number }>({ id: 'assignments.card.progress' }),
  resultCount: defineMessage<{ count: number }>({ id: 'assignments.explore.resultCount' }),
  yearOption: defineMessage<{ year: number; next: number }>({
    id: 'assignments.explore.yearOption',
  }),
  monthCount: defineMessage<{ count: number }>({ id: 'assignments.explore.monthCount' }),
  sectionHeading: defineMessage<{ section: 'toDo' | 'comingSoon' }>({
    id: 'assignments.explore.section',
  }),
  exerciseTrophy: defineMessage<{ trophy: number }>({ id: 'assignments.exercise.trophy' }),
};

export const statusFilterMessages = defineMessages({
  all: { id: 'assignments.statusFilter.all' },
  done: { id: 'assignments.statusFilter.done' },
  try: { id: 'assignments.statusFilter.try' },
  overdue: { id: 'assignments.statusFilter.overdue' },
  comingSoon: { id: 'assignments.statusFilter.comingSoon' },
});

export const sortMessages = defineMessages({
  dueDate: { id: 'assignments.sort.dueDate' },
  startDate: { id: 'assignments.sort.startDate' },
  title: { id: 'assignments.sort.title' },
});
