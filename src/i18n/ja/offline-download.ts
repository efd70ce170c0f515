import type { Catalogue } from '../catalogue';

// "Download for offline" on an assignment and a course chapter (src/features/offline-download).
const offlineDownload: Catalogue = {
  'offlineDownload.heading': 'オフラインで使う',
  'offlineDownload.readyCount': '{total} 件中 {ready} 件がオフラインで使えます',
  'offlineDownload.download': 'ダウンロード',
  'offlineDownload.downloadAgain': 'もう一度ダウンロード',
  'offlineDownload.progressLabel': 'ダウンロードの進み具合',
  'offlineDownload.progress': 'ダウンロード中… {total} 件中 {done} 件',
  'offlineDownload.done': 'ダウンロードしました。インターネットがなくても開けます。',
  'offlineDownload.failed': '{total} 件中 {failed} 件をダウンロードできませんでした。',
  'offlineDownload.failedNote':
    'インターネットにつながっているか確かめて、もう一度「ダウンロード」を押してください。',
  'offlineDownload.offline':
    'オフラインです。インターネットにつながってからダウンロードしてください。',
  'offlineDownload.judgedOnline':
    'タイピング・リスニングクイズ・絵合わせ・和文英訳の練習は、オフラインでも最後までできます（答えはつながったときに送られ、答え合わせされます）。ほかの練習は開けますが、始めるにはインターネットが必要です。',
  'offlineDownload.ready': 'オフラインで使えます',
};

export default offlineDownload;
