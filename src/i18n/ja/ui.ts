import type { Catalogue } from '../catalogue';

// The shared pieces of src/components/ui.
const ui: Catalogue = {
  'ui.exerciseType.chat': 'チャット',
  'ui.exerciseType.demo': 'お手本',
  'ui.exerciseType.dictation': 'ディクテーション',
  'ui.exerciseType.drillVocabulary': '単語ドリル',
  'ui.exerciseType.drillListening': 'リスニングドリル',
  'ui.exerciseType.drillPronunciation': '発音ドリル',
  'ui.exerciseType.quizListening': 'リスニングクイズ',
  'ui.exerciseType.pictureMatch': '絵合わせ',
  'ui.exerciseType.drillTyping': 'タイピングドリル',
  'ui.exerciseType.singleSentenceReading': '一文音読',
  'ui.exerciseType.quizTranslation': '英訳クイズ',
  'ui.exerciseType.drillTranslation': '翻訳ドリル',
  'ui.exerciseType.writing': 'ライティング',
  'ui.loadError.retry': 'もう一度読み込む',
  'ui.recordingPlayback.play': '自分の声を聞く',
  'ui.recordingPlayback.stop': '再生を止める',
  'ui.share.button': 'リンクを共有',
  'ui.share.copied': 'リンクをコピーしました',
  'ui.offlineNote.text': 'オフラインです。{time} 時点の内容です。',
};

export default ui;
