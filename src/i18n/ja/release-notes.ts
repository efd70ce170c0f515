import type { Catalogue } from '../catalogue';

const releaseNotes: Catalogue = {
  'releaseNotes.page.title': 'リリースノート',
  'releaseNotes.page.more': 'もっと見る',
  'releaseNotes.page.empty': 'リリースノートはまだありません。',
  'releaseNotes.page.loading': 'リリースノートを読み込み中',
  'releaseNotes.note.version': 'バージョン {version}',
};

export default releaseNotes;
