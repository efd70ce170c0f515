import type { Catalogue } from '../catalogue';

const home: Catalogue = {
  'home.welcome.title': 'Welcome, {name}',
  'home.dashboard.loading': 'Loading your home page',
  'home.dashboard.loadError': 'This could not be loaded. Check your connection and try again.',
  'home.liveBanner.label': 'Classes',
  'home.liveBanner.upcoming': 'The class of {group} begins at {time}. Get ready!',
  'home.liveBanner.underWay': 'The class of {group} is under way until {end}.',
  'home.liveBanner.toLobby':
    '{upcoming, select, yes {Wait in the class lobby} other {Join the class}}',
  'home.continue.heading': 'Up next',
  'home.continue.reason.midWay': 'Left mid-way',
  'home.continue.reason.assignment':
    '{overdue, select, yes {Assignment to catch up on} other {Assignment due soon}}: {title} (due {due})',
  'home.continue.reason.recommended': 'Recommended for your level',
  'home.continue.resume': 'Continue',
  'home.continue.start': 'Start',
  'home.continue.findCourse': 'Find a course',
  'home.recentExercises.heading': 'Recent exercises',
  'home.recentExercises.empty': 'You have not done any exercises yet. Find a course to begin.',
  'home.recentExercises.label.assignment': 'Assignment',
  'home.recentExercises.label.course': 'Course',
  'home.recentExercises.result.trophy':
    '{trophy, select, 1 {Bronze trophy} 2 {Silver trophy} other {Gold trophy}}',
  'home.recentExercises.result.finished': 'Finished',
  'home.recentExercises.result.none': 'Not finished yet',
  'home.recentExercises.seeHistory': 'See your history',
  'home.courses.bookmarkedHeading': 'Bookmarked courses',
  'home.courses.recommendedHeading': 'Recommended courses',
  'home.courses.seeAll': 'See all',
};

export default home;
