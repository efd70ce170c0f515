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
  'settings.connection.turbo': '高速（おすすめ）',
  'settings.connection.turboHint': '話しながら認識するので結果が早く出ます。',
  'settings.connection.basic': 'ベーシック',
  'settings.connection.basicHint':
    '学校のフィルタリングなどで高速がつながらないときに選んでください。',
  'settings.save.success': '設定を保存しました',
  'settings.save.failure': '設定を保存できませんでした。',
  'settings.notifications.heading': '通知',
  'settings.notifications.granted': '通知はオンです。',
  'settings.notifications.denied':
    '通知はブロックされています。端末やブラウザーの設定から許可してください。',
  'settings.notifications.default': '通知はまだ設定されていません。',
  'settings.notifications.unsupported': 'このブラウザーでは通知を利用できません。',
  'settings.notifications.enable': '通知を受け取る',
  'settings.notifications.checking': '通知の設定を確かめています…',
  'settings.notifications.failed':
    '通知をオンにできませんでした。通信状態を確かめて「もう一度試す」を押してください。続くときは、ブラウザーの設定でこのサイトの通知が許可されているか確かめてください。',
  'settings.notifications.retry': 'もう一度試す',
  'settings.notifications.unavailable':
    'この端末のこのブラウザーでは通知を受け取れません。ほかのブラウザーか、ホーム画面に追加したアプリで試してください。',
  'settings.about.heading': 'ヘルプと規約',
  'settings.links.help': '使い方ガイド',
  'settings.links.terms': '利用規約',
  'settings.links.privacy': 'プライバシーポリシー',
  'settings.links.releaseNotes': 'リリースノート',
  'settings.links.adminSite': '管理者サイトを開く',
  'settings.links.opensInNewTab': '（新しいタブで開きます）',
  'settings.account.heading': 'アカウント',
  'settings.account.signedInAs': '{email} でログイン中',
  'settings.account.groups': 'クラス：{groups}',
  'settings.account.logout': 'ログアウト',
  'settings.account.logoutWaiting.title': 'まだ送られていない答えがあります',
  'settings.account.logoutWaiting.body':
    'インターネットにつながっていない間に答えた内容が、この端末に保存されたままです。ログアウトしても消えません。次にあなたがこの端末でログインして、インターネットにつながったときに送られます。ほかの人のアカウントで送られることはありません。',
  'settings.account.logoutWaiting.stay': 'ログアウトしない',
  'settings.account.logoutWaiting.confirm': 'ログアウトする',
  'settings.demo.heading': 'デモのデータ',
  'settings.demo.intro':
    'このデモで学習した記録は、この端末のブラウザーの中だけに保存されます（開いているほかのタブも同じデータです）。最初の状態に戻すと、サンプルの学校のデータにもどり、ログアウトします。',
  'settings.demo.reset': 'デモを最初の状態に戻す',
  'settings.demo.confirmTitle': 'デモを最初の状態に戻しますか？',
  'settings.demo.confirmBody':
    'このデモで学習した記録や変えた設定は、すべて消えます。もとには戻せません。戻したあとは、ログイン画面が表示されます。',
  'settings.demo.confirm': '最初の状態に戻す',
  'settings.demo.cancel': 'やめる',
  'settings.demo.resetting': '戻しています…',
  'settings.demo.failed':
    'デモを最初の状態に戻せませんでした。ページを再読み込みして、もう一度ためしてください。',
  'settings.microphone.heading': 'マイクのチェック',
  'settings.microphone.intro':
    '録音ボタンを押して、英語で少し話してみましょう。話し終わったら、もう一度ボタンを押すと止まります。録音した声はここで聞くだけで、どこにも送られません。',
  'settings.microphone.record': '録音する',
  'settings.microphone.stop': '録音を止める',
  'settings.microphone.requesting':
    'マイクの使用を許可してください。ブラウザーに確認の表示が出ます。',
  'settings.microphone.recording': '録音中です。話し終わったら、もう一度ボタンを押してください。',
  'settings.microphone.level': 'マイクの音量',
  'settings.microphone.levelText': '音量 {percent}%',
  'settings.microphone.done': '録音できました。自分の声を聞いてみましょう。',
  'settings.microphone.timedOut':
    '時間になったので、録音を止めました。続けるには、もう一度録音ボタンを押してください。',
  'settings.microphone.silent':
    '音が録音されていませんでした。マイクがつながっていて、ミュートになっていないか確かめてから、もう一度録音してみてください。',
  'settings.microphone.denied':
    'マイクが使えません。ブラウザーの設定で、このサイトのマイクの使用を許可してから、もう一度録音ボタンを押してください。',
  'settings.microphone.noDevice':
    'マイクが見つかりません。マイクをつないでいるか、ほかのアプリがマイクを使っていないか確かめてください。',
  'settings.microphone.unsupported':
    'このブラウザーでは録音できません。新しいバージョンのブラウザーで開いてみてください。',
  'settings.microphone.unknown': '録音中に問題が起きました。もう一度録音ボタンを押してください。',
};

export default settings;
