import type { Catalogue } from '../catalogue';

const assignments: Catalogue = {
  'assignments.load.error':
    '課題を読み込めませんでした。通信状態を確認して、もう一度お試しください。',
  'assignments.load.loading': '課題を読み込み中',
  'assignments.homeCard.heading': '課題',
  'assignments.homeCard.seeAll': 'すべての課題を見る',
  'assignments.homeCard.empty': 'いま取り組む課題はありません。',
  'assignments.status.label':
    '{status, select, 1 {もうすぐ開始} 2 {挑戦しよう} 4 {がんばろう} other {提出済み}}',
  'assignments.card.dates': '{start} 〜 {due}',
  'assignments.card.submitted': '{date} 提出',
  'assignments.card.group': 'グループ: {group}',
  'assignments.card.progress': '{finished}/{total} 完了',
  'assignments.card.notOpenable': '（まだ開始されていません）',
  'assignments.explore.heading': '課題一覧',
  'assignments.explore.filters': '絞り込みと並べ替え',
  'assignments.explore.statusFilter': '状態',
  'assignments.explore.yearFilter': '年度',
  'assignments.explore.yearOption': '{year}年度（{year}年4月〜{next}年3月）',
  'assignments.explore.sort': '並べ替え',
  'assignments.explore.empty': '条件に合う課題はありません。',
  'assignments.explore.resultCount': '{count} 件の課題',
  'assignments.explore.monthCount': '{count} 件',
  'assignments.explore.section':
    '{section, select, toDo {いま取り組む課題} other {もうすぐ始まる課題}}',
  'assignments.statusFilter.all': 'すべて',
  'assignments.statusFilter.done': '提出済み',
  'assignments.statusFilter.try': '挑戦しよう',
  'assignments.statusFilter.overdue': '期限切れ',
  'assignments.statusFilter.comingSoon': 'もうすぐ開始',
  'assignments.sort.dueDate': '締め切り順',
  'assignments.sort.startDate': '開始日が早い順',
  'assignments.sort.title': 'タイトル順',
  'assignments.details.heading': '課題の詳細',
  'assignments.details.back': '課題一覧へ',
  'assignments.details.exercises': 'エクササイズ',
  'assignments.details.status': '状態',
  'assignments.details.group': 'グループ',
  'assignments.details.start': '開始',
  'assignments.details.due': '締め切り',
  'assignments.details.submitted': '提出',
  'assignments.details.progress': '進み具合',
  'assignments.details.notFoundTitle': '課題が見つかりません',
  'assignments.details.notFoundBody':
    'この課題は削除されたか、いま選んでいるアカウントでは見ることができません。',
  'assignments.exercise.finished': '完了',
  'assignments.exercise.notFinished': '未完了',
  'assignments.exercise.trophy':
    '{trophy, select, 1 {最高: 銅トロフィー} 2 {最高: 銀トロフィー} other {最高: 金トロフィー}}',
};

export default assignments;
