import type { Catalogue } from '../catalogue';

const home: Catalogue = {
  'home.welcome.title': 'ようこそ、{name} さん',
  'home.dashboard.loading': 'ホームを読み込み中',
  'home.dashboard.loadError': '読み込めませんでした。通信状態を確認して、もう一度お試しください。',
  'home.liveBanner.label': 'ライブ授業',
  'home.liveBanner.upcoming': '{group} の授業は {time} に始まります。準備をしておきましょう。',
  'home.liveBanner.underWay': '{group} の授業中です。{end} まで続きます。',
  'home.recentExercises.heading': '最近のエクササイズ',
  'home.recentExercises.empty':
    'まだエクササイズに取り組んでいません。コースをさがして始めましょう。',
  'home.recentExercises.label.assignment': '課題',
  'home.recentExercises.label.course': 'コース',
  'home.recentExercises.result.trophy':
    '{trophy, select, 1 {銅トロフィー} 2 {銀トロフィー} other {金トロフィー}}',
  'home.recentExercises.result.finished': '完了',
  'home.recentExercises.result.none': '未完了',
  'home.courses.bookmarkedHeading': 'ブックマークしたコース',
  'home.courses.recommendedHeading': 'おすすめのコース',
};

export default home;
