import type { Catalogue } from '../catalogue';

const assignments: Catalogue = {
  'assignments.load.error':
    'The assignments could not be loaded. Check your connection and try again.',
  'assignments.load.loading': 'Loading assignments',
  'assignments.homeCard.heading': 'Assignments',
  'assignments.homeCard.seeAll': 'See all assignments',
  'assignments.homeCard.empty': 'You have no assignments to work on right now.',
  'assignments.status.label':
    '{status, select, 1 {Coming soon} 2 {Try it} 4 {Let’s catch up} other {Done}}',
  'assignments.card.dates': '{start} – {due}',
  'assignments.card.submitted': 'Submitted {date}',
  'assignments.card.group': 'Group: {group}',
  'assignments.card.progress': '{finished}/{total} done',
  'assignments.card.notOpenable': '(not started yet)',
  'assignments.explore.heading': 'Assignments',
  'assignments.explore.filters': 'Filter and sort',
  'assignments.explore.statusFilter': 'Status',
  'assignments.explore.yearFilter': 'School year',
  'assignments.explore.yearOption': 'April {year} – March {next}',
  'assignments.explore.sort': 'Sort by',
  'assignments.explore.empty': 'No assignments match these filters.',
  'assignments.explore.resultCount': '{count, plural, one {# assignment} other {# assignments}}',
  'assignments.explore.monthCount': '{count, plural, one {# assignment} other {# assignments}}',
  'assignments.explore.section': '{section, select, toDo {To work on now} other {Starting soon}}',
  'assignments.statusFilter.all': 'All',
  'assignments.statusFilter.done': 'Done',
  'assignments.statusFilter.try': 'Try it',
  'assignments.statusFilter.overdue': 'Overdue',
  'assignments.statusFilter.comingSoon': 'Coming soon',
  'assignments.sort.dueDate': 'Due date',
  'assignments.sort.startDate': 'Start date',
  'assignments.sort.title': 'Title',
  'assignments.details.heading': 'Assignment details',
  'assignments.details.back': 'All assignments',
  'assignments.details.exercises': 'Exercises',
  'assignments.details.status': 'Status',
  'assignments.details.group': 'Group',
  'assignments.details.start': 'Starts',
  'assignments.details.due': 'Due',
  'assignments.details.submitted': 'Submitted',
  'assignments.details.progress': 'Progress',
  'assignments.details.notFoundTitle': 'Assignment not found',
  'assignments.details.notFoundBody':
    'This assignment was removed, or the account you are using now cannot see it.',
  'assignments.exercise.finished': 'Finished',
  'assignments.exercise.notFinished': 'Not finished yet',
  'assignments.exercise.trophy':
    '{trophy, select, 1 {Best: bronze trophy} 2 {Best: silver trophy} other {Best: gold trophy}}',
};

export default assignments;
