import type { Catalogue } from '../catalogue';

// The typed exercise kinds: dictation, typing drill, translation quiz and drill, free writing.
const exerciseTextKinds: Catalogue = {
  'exercises.kinds.textEntry.check': '答え合わせ',
  'exercises.kinds.textEntry.answerLabel': 'あなたの答え',

  'exercises.kinds.dictation.sentenceLabel': '聞こえた文',
  'exercises.kinds.dictation.check': '答え合わせ',
  'exercises.kinds.dictation.clear': '全部消す',
  'exercises.kinds.dictation.keysHint':
    'Tab か スペースで次の単語へ、Enter で答え合わせができます。',
  'exercises.kinds.dictation.tryAgain': 'もう一度聞いて、挑戦しよう。',
  'exercises.kinds.dictation.previousLabel': '前回の答え',
  'exercises.kinds.dictation.correctionLabel': '単語ごとの答え合わせ',
  'exercises.kinds.dictation.status.correct': '正解',
  'exercises.kinds.dictation.status.wrong': 'ちがう単語',
  'exercises.kinds.dictation.status.slip': 'つづりのミス',
  'exercises.kinds.dictation.status.missing': 'ぬけている単語',
  'exercises.kinds.dictation.status.extra': 'よけいな単語',
  'exercises.kinds.dictation.noWord': '（なし）',
  'exercises.kinds.dictation.slotLabel': '{position}番目の単語（{letters}文字）',
  'exercises.kinds.dictation.slotLabelHint':
    '{position}番目の単語（{letters}文字、「{hint}」で始まる）',
  'exercises.kinds.dictation.letters': '{letters}文字',
  'exercises.kinds.dictation.expected': '正しくは {word}',
  'exercises.kinds.dictation.attemptsUsedUp':
    '{attempts}回の挑戦を使い切りました。正しい文を確かめて、次へ進もう。',

  'exercises.kinds.drillTyping.instruction': '英文を見ながら、そのとおりに入力してみよう。',
  'exercises.kinds.drillTyping.answerLabel': '英文を入力',
  'exercises.kinds.drillTyping.complete': 'ぜんぶ正しく入力できたよ。答え合わせしよう！',
  'exercises.kinds.drillTyping.progress': '{total}文字中 {done}文字まで正しく入力できています。',
  'exercises.kinds.drillTyping.mistake': '「{char}」のところを見直してみよう。',
  'exercises.kinds.drillTyping.mistakeSpace': 'スペースを入れる場所を見直してみよう。',

  'exercises.kinds.quizTranslation.instruction': 'この日本語を英語にしてみよう。',
  'exercises.kinds.quizTranslation.hintsLabel': 'ヒントの単語',
  'exercises.kinds.quizTranslation.answerLabel': '英語で書こう',
  'exercises.kinds.quizTranslation.wordCount': '{count}語の英文',

  'exercises.kinds.drillTranslation.instruction':
    '単語カードを正しい順にならべて、英語にしてみよう。',
  'exercises.kinds.drillTranslation.textInstruction': 'この日本語を英語で入力してみよう。',
  'exercises.kinds.drillTranslation.answerLine': 'あなたの答え',
  'exercises.kinds.drillTranslation.answerEmpty': 'ここに単語がならびます',
  'exercises.kinds.drillTranslation.tiles': '単語カード',
  'exercises.kinds.drillTranslation.check': '答え合わせ',
  'exercises.kinds.drillTranslation.keysHint':
    '数字キーでカードを選べます。Backspace で最後のカードを戻せます。',
  'exercises.kinds.drillTranslation.answerLabel': '英語で書こう',
  'exercises.kinds.drillTranslation.returnTile': '{word}（タップで戻す）',

  'exercises.kinds.writing.instruction': '英語で自由に書いてみよう。',
  'exercises.kinds.writing.answerLabel': 'あなたの英文',
  'exercises.kinds.writing.phrasesLabel': '使える表現',
  'exercises.kinds.writing.insertPhrase': '「{phrase}」を入れる',
  'exercises.kinds.writing.wordCount': '{count} / {min}–{max} 語',
  'exercises.kinds.writing.tooShort': 'あと{count}語書いてみよう。',
  'exercises.kinds.writing.tooLong': '{count}語多いので、少しまとめてみよう。',
  'exercises.kinds.writing.goodLength': 'ちょうどよい長さだね。',
  'exercises.kinds.writing.submitHint': 'Ctrl（Mac は ⌘）+ Enter でも答え合わせできます。',
  'exercises.kinds.writing.feedbackLabel': '先生からのアドバイス',
  'exercises.kinds.writing.good': 'よくできたところ',
  'exercises.kinds.writing.toImprove': 'もう少しのところ',
  'exercises.kinds.writing.effort.label': '答え合わせの前に',
  'exercises.kinds.writing.effort.repeated':
    '同じ言葉がくり返されています。ほかの言葉も使ってみよう。',
  'exercises.kinds.writing.effort.notEnglish': '英語（アルファベット）で書いてみよう。',
  'exercises.kinds.writing.effort.notWords': '英語の単語を使って、文を書いてみよう。',
  'exercises.kinds.writing.notSentences.verdict': 'まだ文になっていません',
  'exercises.kinds.writing.notSentences.fewLinkingWords':
    '単語がならんでいるだけです。I、the、is、to、and のような、単語をつなぐ言葉を使って文にしよう。',
  'exercises.kinds.writing.notSentences.noVerbs':
    '文に動詞（like、go、is のような「する」「です」にあたる言葉）がありません。',
  'exercises.kinds.writing.notSentences.manyMistakes':
    'つづりや文法の直すところが多くて、文として読めません。1文ずつゆっくり書いてみよう。',
  'exercises.kinds.writing.notSentences.rewrite':
    '「だれが」「どうする」がわかる文に書き直して、もう一度送ろう。',
  'exercises.kinds.writing.slips.label': '直してみよう',
  'exercises.kinds.writing.slips.spelling': 'つづりを確かめよう。',
  'exercises.kinds.writing.slips.agreement':
    '主語に合わせて動詞の形を変えよう（he、she、it や1人・1つのものなら -s を付ける）。',
  'exercises.kinds.writing.slips.grammar': '文法を確かめよう。',
  'exercises.kinds.writing.slips.noSuggestion': '（直し方の候補はありません）',
  'exercises.kinds.writing.slips.fix': '直し方：',
  'exercises.kinds.writing.slips.marked': '直すところ：',
  'exercises.kinds.writing.slips.checkerNote':
    'コンピューターが見つけた直すところです。見落とすこともあります。',
  'exercises.kinds.writing.modelLabel': '{count, plural, other {お手本}}',
};

export default exerciseTextKinds;
