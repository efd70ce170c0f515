import { defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/notifications.ts.
export const callToActionMessages = defineMessages({
  title: { id: 'notifications.callToAction.title' },
  body: { id: 'notifications.callToAction.body' },
  prompt: { id: 'notifications.callToAction.prompt' },
  grantBody: { id: 'notifications.callToAction.grantBody' },
  grant: { id: 'notifications.callToAction.grant' },
  deniedBody: { id: 'notifications.callToAction.deniedBody' },
  close: { id: 'notifications.callToAction.close' },
});
