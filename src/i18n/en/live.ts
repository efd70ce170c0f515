import type { Catalogue } from '../catalogue';

const live: Catalogue = {
  'live.lobby.title': 'Live class lobby',
  'live.lobby.loading': 'Loading the live class',
  'live.lobby.loadError': 'The live class could not be loaded.',
  'live.lobby.empty.title': 'There is no live class right now',
  'live.lobby.empty.body': 'When your teacher starts a class, it appears here.',
  'live.lobby.home': 'Back to Home',
  'live.lobby.classHeading': 'Class of {group}',
  'live.lobby.status.upcoming': 'Starting soon',
  'live.lobby.status.underWay': 'Under way',
  'live.lobby.startLabel': 'Starts',
  'live.lobby.endLabel': 'Ends',
  'live.lobby.upcomingNote': 'Get ready and wait here until the class begins.',
  'live.lobby.waitingNote': 'Please wait until your teacher sets exercises.',
  'live.lobby.exercises.heading': 'Exercises from your teacher',
  'live.lobby.exercises.deadline': 'Finish all the exercises by {end}.',
  'live.lobby.exercises.empty': 'No exercises yet.',
  'live.ownerAlert.title': 'In a class on another device',
  'live.ownerAlert.body':
    'This account is in a class on another device. Continue on this device, or log out.',
  'live.ownerAlert.takeOver': 'Continue on this device',
  'live.ownerAlert.logout': 'Log out',
  'live.ownerAlert.failed': 'That did not work. Please try again.',
};

export default live;
