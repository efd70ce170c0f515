import type { Catalogue } from '../catalogue';

const live: Catalogue = {
  'live.lobby.title': 'ライブ授業ロビー',
  'live.lobby.loading': 'ライブ授業を読み込み中',
  'live.lobby.loadError': 'ライブ授業の情報を読み込めませんでした。',
  'live.lobby.empty.title': 'いまはライブ授業がありません',
  'live.lobby.empty.body': '先生が授業を始めると、ここに表示されます。',
  'live.lobby.home': 'ホームへ戻る',
  'live.lobby.classHeading': '{group} の授業',
  'live.lobby.status.upcoming': 'まもなく開始',
  'live.lobby.status.underWay': '授業中',
  'live.lobby.startLabel': '開始',
  'live.lobby.endLabel': '終了',
  'live.lobby.upcomingNote': '授業が始まるまで、準備をして待ちましょう。',
  'live.lobby.waitingNote': '先生がエクササイズを出すまで、しばらくお待ちください。',
  'live.lobby.exercises.heading': '先生が出したエクササイズ',
  'live.lobby.exercises.deadline': '{end} までにすべてのエクササイズを終わらせましょう。',
  'live.lobby.exercises.empty': 'エクササイズはまだありません。',
  'live.ownerAlert.title': '別の端末で授業に参加中です',
  'live.ownerAlert.body':
    'このアカウントは別の端末でライブ授業に参加しています。この端末で続けるか、ログアウトしてください。',
  'live.ownerAlert.takeOver': 'この端末で参加する',
  'live.ownerAlert.logout': 'ログアウト',
  'live.ownerAlert.failed': '切り替えられませんでした。もう一度お試しください。',
};

export default live;
