import type { Catalogue } from '../catalogue';

// The texts of chat.
const catalogue: Catalogue = {
  'exercises.chat.loadError':
    '会話を読み込むときに、思いがけない問題が起きました。少し待ってから、もう一度開いてみてください。',
  'exercises.chat.back': '戻る',
  'exercises.chat.transcript': '会話',
  'exercises.chat.start': '会話をはじめる',
  'exercises.chat.startNote':
    'はじめると、相手が英語で話しかけてきます。音が出るので、音量を確かめてね。',
  'exercises.chat.partnerTalking': '相手が話しています…',
  'exercises.chat.talking': '{name} が話しています…',
  'exercises.chat.yourTurn': 'あなたの番です',
  'exercises.chat.attempt': '{attempt} 回目（全 {attempts} 回）',
  'exercises.chat.keyPhrase': 'このフレーズではじめよう',
  'exercises.chat.modelAnswer': 'お手本を声に出して読んでみよう',
  'exercises.chat.playModel': 'お手本を聞く',
  'exercises.chat.hintWords': 'ヒントの単語',
  'exercises.chat.you': 'あなた',
  'exercises.chat.typed': '入力した答え',
  'exercises.chat.verdict.checking': '確認しています…',
  'exercises.chat.verdict.correct': 'いいね！ 伝わりました',
  'exercises.chat.verdict.retry': 'もう一度言ってみよう',
  'exercises.chat.verdict.missed': 'お手本を確かめて、先へ進もう',
  'exercises.chat.translation': '日本語訳',
  'exercises.chat.replayLine': 'もう一度聞く：{text}',
  'exercises.chat.progress': '会話の {percent}% まで進みました',
  'exercises.chat.over': '会話はここまでです。おつかれさま！',
  'exercises.chat.announce.turn': 'あなたの番です。{task}',
  'exercises.chat.announce.retry': 'もう一度言ってみよう。{help}',
  'exercises.chat.announce.missed': 'お手本を確かめて、先へ進もう。こう言えばよかったね：{model}',
  'exercises.chat.announce.close': 'おしい！ あと少しです。{help}',
  'exercises.chat.keyPhraseSaid': 'ここまでは言えています。続きを言ってみよう',
  'exercises.chat.verdict.close': 'おしい！',
  'exercises.chat.feedback.coach': 'アドバイス',
  'exercises.chat.feedback.close': 'おしい！ あと少しで伝わります。直すところはここ：',
  'exercises.chat.feedback.closeAgain': 'おしい！ あと少しで伝わります。もう一度言ってみよう',
  'exercises.chat.feedback.far':
    'うーん、うまく伝わらなかったみたい。下のヒントを見て、もう一度言ってみよう',
  'exercises.chat.feedback.last': 'こう言えばよかったね：',
  'exercises.chat.feedback.lastClose': 'おしい！ こう言えばよかったね：',
  'exercises.chat.again': 'もう一度会話する',
  'exercises.chat.review.answers': 'あなたの答え',
  'exercises.chat.review.turn': '{number} 問目',
  'exercises.chat.review.log': '会話の記録',
  'exercises.chat.review.you': 'あなた',
  'exercises.chat.review.model': 'こう言えばよかったね',
  'exercises.chat.review.correct': '伝わった',
  'exercises.chat.review.close': 'おしい',
  'exercises.chat.review.missed': 'ちがった',
};

export default catalogue;
