import type { Catalogue } from '../catalogue';

const skills: Catalogue = {
  'skills.overview.heading': 'スキル',
  'skills.load.loading': 'スキルの記録を読み込み中',
  'skills.load.error':
    'スキルの記録を読み込めませんでした。通信状態を確認して、もう一度お試しください。',
  'skills.practice.heading': '練習する',
  'skills.practice.intro':
    'あなたが苦手な単語や表現から問題が作られます。練習するレベルを選んでから始めましょう。',
  'skills.practice.level': 'レベル',
  'skills.practice.vocabulary.name': '単語の練習',
  'skills.practice.vocabulary.description': '意味を選んで、単語を覚えましょう。',
  'skills.practice.vocabulary.start': '単語の練習を始める',
  'skills.practice.pronunciation.name': '発音の練習',
  'skills.practice.pronunciation.description': '単語を声に出して、発音をチェックしましょう。',
  'skills.practice.pronunciation.start': '発音の練習を始める',
  'skills.practice.listening.name': 'リスニングの練習',
  'skills.practice.listening.description': '音声を聞いて、正しい単語を選びましょう。',
  'skills.practice.listening.start': 'リスニングの練習を始める',
  'skills.schoolGrade.name':
    '{grade, select, 3 {小学3年} 4 {小学4年} 5 {小学5年} 6 {小学6年} 11 {中学1年} 12 {中学2年} 13 {中学3年} 24 {高校 基礎} 25 {高校 発展} other {大学入試}}',
  'skills.performance.heading': 'あなたの英語の力',
  'skills.performance.intro':
    'これまでの回答から計った数字を、初級・中級・上級の目安と比べています。',
  'skills.performance.yourFigure': 'あなた:',
  'skills.performance.noFigure': 'まだ計れるだけの記録がありません。',
  'skills.performance.samples': '（{count} 回の回答から）',
  'skills.performance.bands': '目安',
  'skills.performance.you': 'いまのあなた',
  'skills.metric.reactionTime.name': '答えるまでの時間',
  'skills.metric.reactionTime.hint': '問題が出てから答えるまでの平均の時間です。短いほど上級です。',
  'skills.metric.averageRetry.name': 'やり直しの回数',
  'skills.metric.averageRetry.hint': '1問あたりのやり直しの平均です。少ないほど上級です。',
  'skills.metric.wordsPerMinute.name': '話す速さ',
  'skills.metric.wordsPerMinute.hint': '話すときに1分間に言える単語の数です。多いほど上級です。',
  'skills.band.name': '{band, select, beginner {初級} intermediate {中級} other {上級}}',
  'skills.range.from': '{from}以上',
  'skills.range.below': '{below}未満',
  'skills.range.between': '{from}以上 {below}未満',
  'skills.unit.seconds': '{value} 秒',
  'skills.unit.retries': '{value} 回',
  'skills.unit.wordsPerMinute': '毎分 {value} 語',
};

export default skills;
