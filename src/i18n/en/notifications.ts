import type { Catalogue } from '../catalogue';

const notifications: Catalogue = {
  'notifications.callToAction.title': 'Get notified',
  'notifications.callToAction.body':
    'We let you know about new assignments, due dates and classes as they begin.',
  'notifications.callToAction.prompt': 'Set up notifications',
  'notifications.callToAction.grantBody':
    'Your browser has not allowed notifications yet. Press the button below and choose "Allow".',
  'notifications.callToAction.grant': 'Allow notifications',
  'notifications.callToAction.deniedBody':
    'Notifications from this site are blocked. To receive them, allow notifications for this site in your device or browser settings.',
  'notifications.callToAction.close': 'Close the notification notice',
};

export default notifications;
