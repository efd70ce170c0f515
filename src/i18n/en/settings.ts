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
  'settings.connection.turbo': 'Turbo (recommended)',
  'settings.connection.turboHint': 'Recognises while you speak, so results come faster.',
  'settings.connection.basic': 'Basic',
  'settings.connection.basicHint':
    'Choose this when Turbo cannot connect, for example behind school filtering.',
  'settings.save.success': 'Settings saved',
  'settings.save.failure': 'Your settings could not be saved.',
  'settings.notifications.heading': 'Notifications',
  'settings.notifications.granted': 'Notifications are on.',
  'settings.notifications.denied':
    'Notifications are blocked. Allow them in your device or browser settings.',
  'settings.notifications.default': 'Notifications are not set up yet.',
  'settings.notifications.unsupported': 'This browser does not support notifications.',
  'settings.notifications.enable': 'Get notifications',
  'settings.about.heading': 'Help and terms',
  'settings.links.help': 'User guide',
  'settings.links.terms': 'Terms of service',
  'settings.links.privacy': 'Privacy policy',
  'settings.links.releaseNotes': 'Release notes',
  'settings.links.adminSite': 'Open the administrator site',
  'settings.links.opensInNewTab': '(opens in a new tab)',
  'settings.account.heading': 'Account',
  'settings.account.signedInAs': 'Logged in as {email}',
  'settings.account.logout': 'Log out',
};

export default settings;
