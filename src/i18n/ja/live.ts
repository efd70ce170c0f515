import type { Catalogue } from '../catalogue';

const live: Catalogue = {
  'live.lobby.title': '授業ロビー',
  'live.lobby.loading': '授業を読み込み中',
  'live.lobby.loadError': '授業の情報を読み込めませんでした。',
  'live.lobby.offline':
    'オフラインです。授業があるかどうかは、インターネットにつながると表示されます。',
  'live.lobby.empty.title': 'いまは授業がありません',
  'live.lobby.empty.titleOfGroups': '{groups} の授業はいまありません',
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
  'live.lobby.exercises.timeLeft': 'あと {minutes} 分',
  'live.lobby.exercises.timeOver': '授業の終了時刻を過ぎました',
  'live.lobby.progress.notStarted': 'まだ始めていません',
  'live.lobby.progress.inProgress': 'とりくみ中',
  'live.lobby.progress.answered': 'とりくみ中（{problems} 問中 {answered} 問）',
  'live.lobby.progress.finished': 'できた！',
  'live.lobby.progress.trophy':
    '{trophy, select, 1 {銅トロフィー} 2 {銀トロフィー} other {金トロフィー}}',
  'live.lobby.notice.notChosen':
    'このエクササイズは授業中は開けません。先生が出したエクササイズから選んでください。',
  'live.lobby.notice.movedOut':
    '開いていたエクササイズは、この授業のエクササイズではありません。先生が出したエクササイズから選んでください。',
  'live.lobby.notice.changed':
    '先生がエクササイズを変えました。下のエクササイズから選んでください。',
  'live.lobby.notice.unverified':
    '授業のエクササイズを確かめられなかったので、ロビーに戻りました。もう一度選んでください。',
  'live.lobby.notice.calledBack':
    '先生が全員をロビーに集めました。次のエクササイズが出るまで待ちましょう。',
  'live.ownerAlert.title': '別の端末で授業に参加中です',
  'live.ownerAlert.body':
    'このアカウントは別の端末で授業に参加しています。この端末で続けるか、ログアウトしてください。',
  'live.ownerAlert.takeOver': 'この端末で参加する',
  'live.ownerAlert.logout': 'ログアウト',
  'live.ownerAlert.failed': '切り替えられませんでした。もう一度お試しください。',
};

export default live;
