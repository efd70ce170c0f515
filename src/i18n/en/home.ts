import type { Catalogue } from '../catalogue';

const home: Catalogue = {
  'home.welcome.title': 'Welcome, {name}',
  'home.dashboard.loading': 'Loading your home page',
  'home.dashboard.loadError': 'This could not be loaded. Check your connection and try again.',
  'home.liveBanner.label': 'Live classes',
  'home.liveBanner.upcoming': 'The class of {group} begins at {time}. Get ready!',
  'home.liveBanner.underWay': 'The class of {group} is under way until {end}.',
  'home.recentExercises.heading': 'Recent exercises',
  'home.recentExercises.empty': 'You have not done any exercises yet. Find a course to begin.',
  'home.recentExercises.label.assignment': 'Assignment',
  'home.recentExercises.label.course': 'Course',
  'home.recentExercises.result.trophy':
    '{trophy, select, 1 {Bronze trophy} 2 {Silver trophy} other {Gold trophy}}',
  'home.recentExercises.result.finished': 'Finished',
  'home.recentExercises.result.none': 'Not finished yet',
  'home.courses.bookmarkedHeading': 'Bookmarked courses',
  'home.courses.recommendedHeading': 'Recommended courses',
};

export default home;
