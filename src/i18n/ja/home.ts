import type { Catalogue } from '../catalogue';

const home: Catalogue = {
  'home.welcome.title': 'ようこそ、{name} さん',
  'home.dashboard.loading': 'ホームを読み込み中',
  'home.dashboard.loadError': '読み込めませんでした。通信状態を確認して、もう一度お試しください。',
  'home.liveBanner.label': '授業',
  'home.liveBanner.upcoming': '{group} の授業は {time} に始まります。準備をしておきましょう。',
  'home.liveBanner.underWay': '{group} の授業中です。{end} まで続きます。',
  'home.liveBanner.toLobby': '{upcoming, select, yes {ロビーで授業を待つ} other {授業に参加する}}',
  'home.continue.heading': 'つぎのエクササイズ',
  'home.continue.reason.midWay': '途中の練習',
  'home.continue.reason.assignment':
    '{overdue, select, yes {提出がまだの課題} other {期限が近い課題}}：{title}（{due}まで）',
  'home.continue.reason.recommended': 'あなたのレベルにおすすめ',
  'home.continue.resume': 'つづける',
  'home.continue.start': '始める',
  'home.continue.findCourse': 'コースをさがす',
  'home.recentExercises.heading': '最近のエクササイズ',
  'home.recentExercises.empty':
    'まだエクササイズに取り組んでいません。コースをさがして始めましょう。',
  'home.recentExercises.label.assignment': '課題',
  'home.recentExercises.label.course': 'コース',
  'home.recentExercises.result.trophy':
    '{trophy, select, 1 {銅トロフィー} 2 {銀トロフィー} other {金トロフィー}}',
  'home.recentExercises.result.finished': '完了',
  'home.recentExercises.result.none': '未完了',
  'home.recentExercises.seeHistory': '学習履歴を見る',
  'home.courses.bookmarkedHeading': 'ブックマークしたコース',
  'home.courses.recommendedHeading': 'おすすめのコース',
  'home.courses.seeAll': 'すべて見る',
};

export default home;
