import type { Catalogue } from '../catalogue';

const shell: Catalogue = {
  'shell.navBar.label': 'Main menu',
  'nav.home': 'Home',
  'nav.search': 'Search',
  'nav.learning-history': 'History',
  'nav.skills': 'Skills',
  'nav.ai-chat': 'AI Chat',
  'shell.aiChat.failed': 'The AI chat could not be opened. Please wait a moment and try again.',
  'nav.settings': 'Settings',
  'shell.layout.appName': 'Eigo',
  'shell.layout.skipToContent': 'Skip to content',
  'shell.layout.loading': 'Loading',
  'shell.backButton.label': 'Back',
  'shell.languageSwitch.label': 'Language',
  'shell.languageSwitch.ja': '日本語',
  'shell.languageSwitch.en': 'English',
  'shell.notFound.title': '404',
  'shell.notFound.message': 'The page <code>{path}</code> could not be found.',
  'shell.notFound.home': 'Back to home',
  'shell.notFound.login': 'Go to the login page',
  'shell.maintenance.heading': 'Maintenance in progress',
  'shell.maintenance.serverMessage': 'Notice',
  'shell.maintenance.apology':
    'We are sorry for the inconvenience. Please wait until the maintenance is over.',
  'shell.maintenance.support': 'If you need help, contact <mail>{email}</mail>.',
  'shell.maintenance.refresh': 'Refresh',
  'shell.maintenance.refreshing': 'Checking the status',
  'shell.reloadAlert.title': 'A new version is available',
  'shell.reloadAlert.body':
    'The app has been updated. Press OK to reload the page and use the latest version.',
  'shell.reloadAlert.ok': 'OK',
  'shell.routeError.chunkTitle': 'This screen could not be loaded',
  'shell.routeError.chunkBody': 'Check your connection, then reload the page. (ChunkLoadError)',
  'shell.routeError.title': 'Something went wrong',
  'shell.routeError.body': 'An unexpected error occurred. Please reload the page.',
  'shell.routeError.reload': 'Reload',
  'shell.iosUpdate.title': 'App version {version} is out',
  'shell.iosUpdate.body':
    'Some features do not work in the version you are using. Please update to version {version} or later from the App Store.',
  'shell.versions.heading': 'Versions',
  'shell.versions.web': 'Web: {version}',
  'shell.versions.android': 'Android: {version}',
  'shell.versions.ios': 'iOS: {version}',
  'shell.versions.notTwa': 'not opened from the app',
  'shell.versions.noVersion': 'unknown',
  'shell.versions.notIosApp': 'not opened from the app',
  'shell.sessionEnded.title': 'The class has ended',
  'shell.sessionEnded.body': 'The class is over. Well done!',
  'shell.classCancelled.title': 'The class was cancelled',
  'shell.classCancelled.body':
    'Your teacher has cancelled the planned class. Feel free to carry on with your own study.',
  'shell.limitedModeStarted.title': 'Your class has started',
  'shell.limitedModeStarted.body':
    'Your teacher has chosen exercises. Work on them from the lobby.',
  'shell.classEndWarning.body':
    'The class ends in {minutes, plural, one {# minute} other {# minutes}}. Get to a good place to stop.',
  'shell.modal.ok': 'OK',
  'shell.notificationPrompt.title': 'Get notifications?',
  'shell.notificationPrompt.body':
    'We will let you know about assignments and classes. When your browser asks next, choose "Allow".',
  'shell.notificationPrompt.allow': 'Get notifications',
  'shell.notificationPrompt.later': 'Later',
};

export default shell;
