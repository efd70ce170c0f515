import type { Catalogue } from '../catalogue';

// "Download for offline" on an assignment and a course chapter (src/features/offline-download).
const offlineDownload: Catalogue = {
  'offlineDownload.heading': 'Use offline',
  'offlineDownload.readyCount': '{ready} of {total} ready to use offline',
  'offlineDownload.download': 'Download',
  'offlineDownload.downloadAgain': 'Download again',
  'offlineDownload.progressLabel': 'Download progress',
  'offlineDownload.progress': 'Downloading… {done} of {total}',
  'offlineDownload.done': 'Downloaded. These exercises open without the internet.',
  'offlineDownload.failed': '{failed} of {total} could not be downloaded.',
  'offlineDownload.failedNote':
    'Check that you are connected to the internet, then press “Download” again.',
  'offlineDownload.offline': 'You are offline. Connect to the internet to download.',
  'offlineDownload.judgedOnline':
    'Typing, listening quiz, picture match and translation exercises can be done to the end offline (your answers are sent and marked when you are back online). Other exercises open, but starting them needs the internet.',
  'offlineDownload.ready': 'Available offline',
};

export default offlineDownload;
