import type { Catalogue } from '../catalogue';

const live: Catalogue = {
  'live.lobby.title': 'Class lobby',
  'live.lobby.loading': 'Loading the class',
  'live.lobby.loadError': 'The class could not be loaded.',
  'live.lobby.offline': 'You are offline. Whether a class is on shows once you are back online.',
  'live.lobby.empty.title': 'There is no class right now',
  'live.lobby.empty.titleOfGroups': 'There is no class of {groups} right now',
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
  'live.lobby.exercises.timeLeft': '{minutes} min left',
  'live.lobby.exercises.timeOver': 'The class’s end time has passed',
  'live.lobby.progress.notStarted': 'Not started yet',
  'live.lobby.progress.inProgress': 'In progress',
  'live.lobby.progress.answered': 'In progress ({answered} of {problems} answered)',
  'live.lobby.progress.finished': 'Done!',
  'live.lobby.progress.trophy':
    '{trophy, select, 1 {Bronze trophy} 2 {Silver trophy} other {Gold trophy}}',
  'live.lobby.notice.notChosen':
    'This exercise cannot be opened during the class. Choose one of the exercises from your teacher.',
  'live.lobby.notice.movedOut':
    'The exercise you had open is not part of this class. Choose one of the exercises from your teacher.',
  'live.lobby.notice.changed': 'Your teacher changed the exercises. Choose one below.',
  'live.lobby.notice.unverified':
    'The class’s exercises could not be checked, so you are back in the lobby. Please choose again.',
  'live.lobby.notice.calledBack':
    'Your teacher called everyone back to the lobby. Wait here for the next exercises.',
  'live.ownerAlert.title': 'In a class on another device',
  'live.ownerAlert.body':
    'This account is in a class on another device. Continue on this device, or log out.',
  'live.ownerAlert.takeOver': 'Continue on this device',
  'live.ownerAlert.logout': 'Log out',
  'live.ownerAlert.failed': 'That did not work. Please try again.',
};

export default live;
