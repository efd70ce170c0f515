import { defineMessage, defineMessages, type MessageTag } from 'react-intl';

// Texts live in the catalogues (src/i18n/<lang>/shell.ts); ids keep the spec's keys where it has them.
export const navMessages = defineMessages({
  label: { id: 'shell.navBar.label', description: 'Name of the main navigation landmark' },
  home: { id: 'nav.home' },
  search: { id: 'nav.search' },
  learningHistory: { id: 'nav.learning-history' },
  skills: { id: 'nav.skills' },
  aiChat: { id: 'nav.ai-chat' },
  aiChatFailed: { id: 'shell.aiChat.failed' },
  settings: { id: 'nav.settings' },
});

export const layoutMessages = defineMessages({
  appName: { id: 'shell.layout.appName' },
  skipToContent: { id: 'shell.layout.skipToContent' },
  loading: { id: 'shell.layout.loading' },
  back: { id: 'shell.backButton.label' },
});

export const languageSwitchMessages = defineMessages({
  label: { id: 'shell.languageSwitch.label' },
  ja: { id: 'shell.languageSwitch.ja' },
  en: { id: 'shell.languageSwitch.en' },
});

export const notFoundMessages = {
  ...defineMessages({
    title: { id: 'shell.notFound.title' },
    home: { id: 'shell.notFound.home' },
    login: { id: 'shell.notFound.login' },
  }),
  message: defineMessage<{ path: string; code: MessageTag }>({ id: 'shell.notFound.message' }),
};

export const maintenanceMessages = {
  ...defineMessages({
    heading: { id: 'shell.maintenance.heading' },
    serverMessage: { id: 'shell.maintenance.serverMessage' },
    apology: { id: 'shell.maintenance.apology' },
    refresh: { id: 'shell.maintenance.refresh' },
    refreshing: { id: 'shell.maintenance.refreshing' },
  }),
  support: defineMessage<{ email: string; mail: MessageTag }>({ id: 'shell.maintenance.support' }),
};

export const reloadAlertMessages = defineMessages({
  title: { id: 'shell.reloadAlert.title' },
  body: { id: 'shell.reloadAlert.body' },
  ok: { id: 'shell.reloadAlert.ok' },
});

export const routeErrorMessages = defineMessages({
  chunkTitle: { id: 'shell.routeError.chunkTitle' },
  chunkBody: { id: 'shell.routeError.chunkBody' },
  title: { id: 'shell.routeError.title' },
  body: { id: 'shell.routeError.body' },
  reload: { id: 'shell.routeError.reload' },
});

export const iosUpdateMessages = {
  title: defineMessage<{ version: string }>({ id: 'shell.iosUpdate.title' }),
  body: defineMessage<{ version: string }>({ id: 'shell.iosUpdate.body' }),
};

export const versionMessages = {
  ...defineMessages({
    heading: { id: 'shell.versions.heading' },
    notTwa: { id: 'shell.versions.notTwa' },
    noVersion: { id: 'shell.versions.noVersion' },
    notIosApp: { id: 'shell.versions.notIosApp' },
  }),
  web: defineMessage<{ version: string }>({ id: 'shell.versions.web' }),
  android: defineMessage<{ version: string }>({ id: 'shell.versions.android' }),
  ios: defineMessage<{ version: string }>({ id: 'shell.versions.ios' }),
};

export const liveModalMessages = defineMessages({
  sessionEndedTitle: { id: 'shell.sessionEnded.title' },
  sessionEndedBody: { id: 'shell.sessionEnded.body' },
  classCancelledTitle: { id: 'shell.classCancelled.title' },
  classCancelledBody: { id: 'shell.classCancelled.body' },
  limitedModeStartedTitle: { id: 'shell.limitedModeStarted.title' },
  limitedModeStartedBody: { id: 'shell.limitedModeStarted.body' },
  ok: { id: 'shell.modal.ok' },
});

export const classEndWarningMessages = {
  body: defineMessage<{ minutes: number }>({ id: 'shell.classEndWarning.body' }),
};

export const notificationPromptMessages = defineMessages({
  title: { id: 'shell.notificationPrompt.title' },
  body: { id: 'shell.notificationPrompt.body' },
  allow: { id: 'shell.notificationPrompt.allow' },
  later: { id: 'shell.notificationPrompt.later' },
});
