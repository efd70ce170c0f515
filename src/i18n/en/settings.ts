import type { Catalogue } from '../catalogue';

const settings: Catalogue = {
  'settings.page.title': 'Settings',
  'settings.page.loading': 'Loading your settings',
  'settings.audio.heading': 'Audio and speech recognition',
  'settings.accent.label': 'Accent',
  'settings.accent.us': 'American English',
  'settings.accent.british': 'British English',
  'settings.audio.sample': 'Play a sample',
  'settings.language.heading': 'Language',
  'settings.speed.label': 'Playback speed',
  'settings.speed.option': '{speed}%',
  'settings.connection.label': 'Speech recognition connection',
  'settings.connection.turbo': 'Fast (recommended)',
  'settings.connection.turboHint': 'Recognises while you speak, so results come faster.',
  'settings.connection.basic': 'Basic',
  'settings.connection.basicHint':
    'Choose this when Fast cannot connect, for example behind school filtering.',
  'settings.save.success': 'Settings saved',
  'settings.save.failure': 'Your settings could not be saved.',
  'settings.notifications.heading': 'Notifications',
  'settings.notifications.granted': 'Notifications are on.',
  'settings.notifications.denied':
    'Notifications are blocked. Allow them in your device or browser settings.',
  'settings.notifications.default': 'Notifications are not set up yet.',
  'settings.notifications.unsupported': 'This browser does not support notifications.',
  'settings.notifications.enable': 'Get notifications',
  'settings.notifications.checking': 'Checking your notifications…',
  'settings.notifications.failed':
    'Notifications could not be turned on. Check your connection and press "Try again". If it keeps failing, check that your browser settings allow notifications for this site.',
  'settings.notifications.retry': 'Try again',
  'settings.notifications.unavailable':
    'This browser cannot receive notifications on this device. Try another browser, or the app added to your home screen.',
  'settings.about.heading': 'Help and terms',
  'settings.links.help': 'User guide',
  'settings.links.terms': 'Terms of service',
  'settings.links.privacy': 'Privacy policy',
  'settings.links.releaseNotes': 'Release notes',
  'settings.links.adminSite': 'Open the administrator site',
  'settings.links.opensInNewTab': '(opens in a new tab)',
  'settings.account.heading': 'Account',
  'settings.account.signedInAs': 'Logged in as {email}',
  'settings.account.groups': 'Class: {groups}',
  'settings.account.logout': 'Log out',
  'settings.account.logoutWaiting.title': 'Some answers have not been sent yet',
  'settings.account.logoutWaiting.body':
    'Answers you gave without an internet connection are still saved on this device. Logging out keeps them: they are sent the next time you log in on this device with an internet connection, never with anyone else’s account.',
  'settings.account.logoutWaiting.stay': 'Stay logged in',
  'settings.account.logoutWaiting.confirm': 'Log out',
  'settings.demo.heading': 'Demo data',
  'settings.demo.intro':
    'What you do in this demo is kept only in this browser, on this device (your other open tabs share it). Resetting the demo brings back the sample school and logs you out.',
  'settings.demo.reset': 'Reset the demo',
  'settings.demo.confirmTitle': 'Reset the demo?',
  'settings.demo.confirmBody':
    'Everything you have done in this demo, and any settings you changed, will be cleared. This cannot be undone. Afterwards you will see the sign-in page.',
  'settings.demo.confirm': 'Reset the demo',
  'settings.demo.cancel': 'Cancel',
  'settings.demo.resetting': 'Resetting the demo…',
  'settings.demo.failed': 'The demo could not be reset. Please reload the page and try again.',
  'settings.microphone.heading': 'Microphone check',
  'settings.microphone.intro':
    'Press Record and say a few words in English. Press the button again when you have finished, then listen to yourself. Your recording stays here and is not sent anywhere.',
  'settings.microphone.record': 'Record',
  'settings.microphone.stop': 'Stop recording',
  'settings.microphone.requesting': 'Please allow the microphone when your browser asks.',
  'settings.microphone.recording': 'Recording. Press the button again when you have finished.',
  'settings.microphone.level': 'Microphone level',
  'settings.microphone.levelText': 'Level {percent}%',
  'settings.microphone.done': 'Recorded. Have a listen to yourself.',
  'settings.microphone.timedOut':
    'Time is up, so recording stopped. Press Record again to continue.',
  'settings.microphone.silent':
    'No sound was recorded. Check that your microphone is connected and not muted, then try recording again.',
  'settings.microphone.denied':
    'The microphone is not allowed. Please allow this site to use the microphone in your browser settings, then press Record again.',
  'settings.microphone.noDevice':
    'No microphone was found. Check that one is connected and that no other app is using it.',
  'settings.microphone.unsupported':
    'This browser cannot record. Please try a newer version of your browser.',
  'settings.microphone.unknown': 'Something went wrong while recording. Please press Record again.',
};

export default settings;
