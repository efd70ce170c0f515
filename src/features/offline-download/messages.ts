import { defineMessage, defineMessages } from 'react-intl';

// Texts live in src/i18n/<lang>/offline-download.ts.
export const offlineDownloadMessages = {
  ...defineMessages({
    heading: { id: 'offlineDownload.heading' },
    download: { id: 'offlineDownload.download' },
    downloadAgain: { id: 'offlineDownload.downloadAgain' },
    done: { id: 'offlineDownload.done' },
    offline: { id: 'offlineDownload.offline' },
    failedNote: { id: 'offlineDownload.failedNote' },
    judgedOnline: { id: 'offlineDownload.judgedOnline' },
    ready: { id: 'offlineDownload.ready' },
    progressLabel: { id: 'offlineDownload.progressLabel' },
  }),
  progress: defineMessage<{ done: number; total: number }>({ id: 'offlineDownload.progress' }),
  readyCount: defineMessage<{ ready: number; total: number }>({
    id: 'offlineDownload.readyCount',
  }),
  failed: defineMessage<{ failed: number; total: number }>({ id: 'offlineDownload.failed' }),
};
