import type { Catalogue } from '../catalogue';

// The choice kinds of the exercise player: listening quiz, picture match, vocabulary and
// listening drills, demo.
const exerciseChoiceKinds: Catalogue = {
  'exercises.kinds.choice.keysHint': '数字キー（1〜{count}）でも選べます',
  'exercises.kinds.choice.learnedStatus': '覚えた度 {status}/3',
  'exercises.kinds.choice.meaningsLabel': '選択肢の意味',
  'exercises.kinds.choice.yourChoice': 'あなたの答え',
  'exercises.kinds.choice.rightChoice': '正解',
  'exercises.kinds.listeningQuiz.instruction': '音声をよく聞いて、質問に合う答えを選ぼう',
  'exercises.kinds.listeningQuiz.questionMeaning': '質問の意味：',
  'exercises.kinds.listeningQuiz.transcriptLabel': '聞こえた英語',
  'exercises.kinds.listeningQuiz.speakerFemale': '女性：',
  'exercises.kinds.listeningQuiz.speakerMale': '男性：',
  'exercises.kinds.listeningQuiz.replay': '音声をもう一度聞く',
  'exercises.kinds.pictureMatch.instruction': '聞こえた単語に合う絵を選ぼう',
  'exercises.kinds.pictureMatch.picturesFor': '「{word}」に合う絵',
  'exercises.kinds.pictureMatch.optionLabel': '選択肢 {number}',
  'exercises.kinds.pictureMatch.rightPicture': '「{word}」の絵',
  'exercises.kinds.pictureMatch.yourPicture': 'あなたが選んだ絵',
  'exercises.kinds.drillVocabulary.instruction': 'この単語の意味を選ぼう',
  'exercises.kinds.drillListening.instruction': '音声を聞いて、聞こえた単語を選ぼう',
  'exercises.kinds.drillListening.listenCue': 'よく聞いてみよう',
  'exercises.kinds.drillListening.heardLabel': '聞こえた単語',
  'exercises.kinds.drillListening.replay': '単語をもう一度聞く',
  'exercises.kinds.demo.instruction': '音声を聞いて、まねして言ってみよう',
  'exercises.kinds.demo.listenCue': 'まずはお手本を聞こう',
  'exercises.kinds.demo.repeatCue': 'あなたの番です。まねして言ってみよう',
  'exercises.kinds.demo.readyCue': '言えたら、ボタンで次の行へ進もう',
  'exercises.kinds.demo.next': '言えた！次の行へ',
  'exercises.kinds.demo.enterHint': 'Enter キーでも進めます',
  'exercises.kinds.demo.lineHeading': '{number} / {total} 行目',
  'exercises.kinds.demo.lineProgress': '{total} 行中 {done} 行',
  'exercises.kinds.demo.linesFinished':
    '最後までできました！ {count} 行すべてをまねして言いました。',
};

export default exerciseChoiceKinds;
