import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/console/i18n/<lang>.ts.

export const consoleMessages = {
  ...defineMessages({
    skipLink: { id: 'console.skipLink' },
    productName: { id: 'console.productName' },
    consoleName: { id: 'console.name' },
    language: { id: 'console.language' },
    navLabel: { id: 'console.nav.label' },
    navLive: { id: 'console.nav.live' },
    navDemo: { id: 'console.nav.demo' },
    navActivity: { id: 'console.nav.activity' },
    statusLabel: { id: 'console.status.label' },
    maintenanceOn: { id: 'console.status.maintenanceOn' },
    maintenanceOff: { id: 'console.status.maintenanceOff' },
    loading: { id: 'console.loading' },
    unreachable: { id: 'console.unreachable' },
    copy: { id: 'console.copy.button' },
    copied: { id: 'console.copy.done' },
    copyFailed: { id: 'console.copy.failed' },
    japanTime: { id: 'console.japanTime' },
  }),
  title: defineMessage<{ view: string }>({ id: 'console.title' }),
  clockFixed: defineMessage<{ time: Date }>({ id: 'console.status.clockFixed' }),
  clockReal: defineMessage<{ time: Date }>({ id: 'console.status.clockReal' }),
  build: defineMessage<{ hash: string }>({ id: 'console.status.build' }),
  failed: defineMessage<{ detail: string }>({ id: 'console.failed' }),
  dateTime: defineMessage<{ time: Date }>({ id: 'console.dateTime' }),
};
