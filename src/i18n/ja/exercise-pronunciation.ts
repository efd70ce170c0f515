import type { Catalogue } from '../catalogue';

// The texts of the pronunciation drill and single sentence reading.
const catalogue: Catalogue = {
  // Single sentence reading (10): the sentence read aloud, then its words one by one.
  'exercises.kinds.sentenceReading.sentenceLead':
    '英文を声に出して読んでみよう。録音ボタンを押して読みはじめ、読み終わったらもう一度押してね。',
  'exercises.kinds.sentenceReading.sentenceLabel': '読む英文',
  'exercises.kinds.sentenceReading.translationLabel': '日本語訳',
  'exercises.kinds.sentenceReading.hintWords': '発音に気をつけたい単語',
  'exercises.kinds.sentenceReading.wordLead':
    'お手本を聞いてから、この単語を声に出して読んでみよう。',
  'exercises.kinds.sentenceReading.wordLabel': '読む単語',
  'exercises.kinds.sentenceReading.meaningLabel': '意味',
  'exercises.kinds.sentenceReading.ipaLabel': '発音記号（辞書で音を表す記号）：',
  'exercises.kinds.sentenceReading.unreadable':
    'この問題はうまく表示できませんでした。「スキップ」で次へ進んでください。',
  'exercises.kinds.sentenceReading.scoreLabel': '発音スコア',
  'exercises.kinds.sentenceReading.scoreValue': '{score} 点（100 点満点）',
  'exercises.kinds.sentenceReading.scoreOutOf': '点（100 点満点）',
  'exercises.kinds.sentenceReading.band.excellent': 'すばらしい！ とても上手に読めました',
  'exercises.kinds.sentenceReading.band.good': 'よく読めました！ この調子でいこう',
  'exercises.kinds.sentenceReading.band.close': 'おしい！ もうひと息です',
  'exercises.kinds.sentenceReading.band.tryAgain':
    'お手本と聞きくらべてみよう。ゆっくり読むのがコツです',
  'exercises.kinds.sentenceReading.markedLabel': 'あなたの読み（聞き取れなかった単語に印）',
  'exercises.kinds.sentenceReading.missedMark': '（聞き取れなかった単語）',
  'exercises.kinds.sentenceReading.missedWords':
    '聞き取れなかった単語（{count} 個）：<en>{words}</en>',
  'exercises.kinds.sentenceReading.allHeard': 'すべての単語が聞き取れました！',
  'exercises.kinds.sentenceReading.practiceNext':
    '結果の画面から、<en>{words}</en> を 1 つずつ練習できます。',
  'exercises.kinds.sentenceReading.compareTitle': '聞きくらべてみよう',
  'exercises.kinds.sentenceReading.model': 'お手本',
  'exercises.kinds.sentenceReading.noRecording': '録音は保存されませんでした。',
};

export default catalogue;
