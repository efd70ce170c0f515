import type { Catalogue } from '../catalogue';

const settings: Catalogue = {
  'settings.page.title': '設定',
  'settings.page.loading': '設定を読み込み中',
  'settings.audio.heading': '音声と音声認識',
  'settings.accent.label': 'アクセント',
  'settings.accent.us': 'アメリカ英語',
  'settings.accent.british': 'イギリス英語',
  'settings.audio.sample': '試しに聞く',
  'settings.language.heading': '言語',
  'settings.speed.label': '再生速度',
  'settings.speed.option': '{speed}%',
  'settings.connection.label': '音声認識の接続方法',
  'settings.connection.turbo': 'ターボ（おすすめ）',
  'settings.connection.turboHint': '話しながら認識するので結果が早く出ます。',
  'settings.connection.basic': 'ベーシック',
  'settings.connection.basicHint':
    '学校のフィルタリングなどでターボがつながらないときに選んでください。',
  'settings.save.success': '設定を保存しました',
  'settings.save.failure': '設定を保存できませんでした。',
  'settings.notifications.heading': '通知',
  'settings.notifications.granted': '通知はオンです。',
  'settings.notifications.denied':
    '通知はブロックされています。端末やブラウザーの設定から許可してください。',
  'settings.notifications.default': '通知はまだ設定されていません。',
  'settings.notifications.unsupported': 'このブラウザーでは通知を利用できません。',
  'settings.notifications.enable': '通知を受け取る',
  'settings.about.heading': 'ヘルプと規約',
  'settings.links.help': '使い方ガイド',
  'settings.links.terms': '利用規約',
  'settings.links.privacy': 'プライバシーポリシー',
  'settings.links.releaseNotes': 'リリースノート',
  'settings.links.adminSite': '管理者サイトを開く',
  'settings.links.opensInNewTab': '（新しいタブで開きます）',
  'settings.account.heading': 'アカウント',
  'settings.account.signedInAs': '{email} でログイン中',
  'settings.account.logout': 'ログアウト',
};

export default settings;
