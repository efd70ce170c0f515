import type { Catalogue } from '../catalogue';

// The pronunciation drill (type 6): the word's sounds scored one by one, the tips for each sound.
const pronunciationDrill: Catalogue = {
  'exercises.kinds.drillPronunciation.instruction': 'この単語を声に出して言ってみよう',
  'exercises.kinds.drillPronunciation.meaning': '意味',
  'exercises.kinds.drillPronunciation.sounds': 'この単語の音',
  'exercises.kinds.drillPronunciation.soundsHint':
    '音をタップすると、お手本が聞けて、発音のコツが見られます。',
  'exercises.kinds.drillPronunciation.levelGood': 'よく言えた',
  'exercises.kinds.drillPronunciation.verdictGood': 'よく言えました！',
  'exercises.kinds.drillPronunciation.evaluationFailedLast':
    'うまく発音を評価できませんでした。お手本を聞いてから、次の問題に進もう。',
  'exercises.kinds.drillPronunciation.points': '{points} 点',
  'exercises.kinds.drillPronunciation.verdictNotHeard':
    'ぜんぶの音は聞き取れませんでした。お手本と聞きくらべてみよう',
  'exercises.kinds.drillPronunciation.verdictCompare': 'お手本と聞きくらべて、△の音をたしかめよう',
  'exercises.kinds.drillPronunciation.verdictWorkOn': '言えました！ △の音をもう少し練習しよう',
  'exercises.kinds.drillPronunciation.levelWorkOn': 'もう少し練習',
  'exercises.kinds.drillPronunciation.legend': '記号の意味',
  'exercises.kinds.drillPronunciation.sound': '「{letters}」の音',
  'exercises.kinds.drillPronunciation.soundNumber': '{n} 番目の音',
  'exercises.kinds.drillPronunciation.phone': '{sound}：{level}（{points} 点）',
  'exercises.kinds.drillPronunciation.summary': '{total} 個の音のうち、{good} 個がよく言えました',
  'exercises.kinds.drillPronunciation.evaluationFailed':
    'うまく発音を評価できませんでした。単語の発音をもう一度確かめてから、録音してみてください。',
  'exercises.kinds.drillPronunciation.compare': '聞きくらべてみよう',
  'exercises.kinds.drillPronunciation.model': 'お手本',
  'exercises.kinds.drillPronunciation.own': 'あなたの録音',
  'exercises.kinds.drillPronunciation.ownMissing': '録音は保存されていません',
  'exercises.kinds.drillPronunciation.ownError': '録音を再生できませんでした。',
  'exercises.kinds.drillPronunciation.cardMissing':
    'この問題を表示できませんでした。「スキップ」で次の問題に進んでください。',
  'exercises.kinds.drillPronunciation.tipTitle': '{sound}のコツ',
  'exercises.kinds.drillPronunciation.ipaNote': '発音記号（辞書で音を表す記号）：/{phoneme}/',
  'exercises.kinds.drillPronunciation.tip.r':
    '舌先をどこにもつけずに、少し奥へ丸めます。唇を軽くすぼめて「ゥル」と言うつもりで。',
  'exercises.kinds.drillPronunciation.tip.l':
    '舌先を上の前歯の裏にしっかりつけたまま、声を出します。',
  'exercises.kinds.drillPronunciation.tip.th':
    '舌先を上の前歯に軽く当てて、すき間から息だけを出します。「ス」にならないように。',
  'exercises.kinds.drillPronunciation.tip.dh':
    '舌先を上の前歯に軽く当てたまま、声を出しながら息を通します。「ズ」にならないように。',
  'exercises.kinds.drillPronunciation.tip.v':
    '上の前歯で下唇に軽くふれて、声を出しながら息を通します。「ブ」にならないように。',
  'exercises.kinds.drillPronunciation.tip.f':
    '上の前歯で下唇に軽くふれて、息だけを通します。日本語の「フ」より強く息を出そう。',
  'exercises.kinds.drillPronunciation.tip.b': '唇をしっかり閉じてから、声と一緒にぱっと開きます。',
  'exercises.kinds.drillPronunciation.tip.s':
    '舌先を上の歯ぐきに近づけて、すき間から「スー」と息を出します。後ろに「ウ」をつけないように。',
  'exercises.kinds.drillPronunciation.tip.sh': '唇を少し前に突き出して、「シュー」と息を出します。',
  'exercises.kinds.drillPronunciation.tip.z':
    '「ス」の形のまま声を出して、ハチの羽音のように「ズー」と響かせます。',
  'exercises.kinds.drillPronunciation.tip.stop':
    '息を一度止めてから、ぱっと出します。単語の終わりでは「ト」「ク」のように母音をつけないように気をつけよう。',
  'exercises.kinds.drillPronunciation.tip.nasal':
    '鼻から声を出します。m は唇を閉じて、n は舌先を上の歯ぐきにつけて。',
  'exercises.kinds.drillPronunciation.tip.ng':
    '舌の奥を上あごにつけて、鼻から声を出します。最後に「グ」をつけないように。',
  'exercises.kinds.drillPronunciation.tip.w':
    '唇を小さく丸めて前に出してから、次の音へすばやく開きます。',
  'exercises.kinds.drillPronunciation.tip.y': '「イ」の口の形から、次の音へすばやく移ります。',
  'exercises.kinds.drillPronunciation.tip.h': '口を次の音の形にして、息だけを軽く吐きます。',
  'exercises.kinds.drillPronunciation.tip.ae':
    '「ア」と「エ」の間の音です。口を横に大きく開けて「エァ」と言います。',
  'exercises.kinds.drillPronunciation.tip.uh': '口をあまり開けずに、短く軽く「ア」と言います。',
  'exercises.kinds.drillPronunciation.tip.ah':
    '口を縦に大きく開けて、のどの奥から「アー」と言います。',
  'exercises.kinds.drillPronunciation.tip.aw': '唇を少し丸めて、口を縦に開けて「オー」と言います。',
  'exercises.kinds.drillPronunciation.tip.er':
    '舌を奥へ丸めたまま、あいまいに「アー」と言います。「ア」と「ル」を一度に出すつもりで。',
  'exercises.kinds.drillPronunciation.tip.schwa':
    '力を抜いて、短くあいまいに「ア」と言います。強く言わないのがコツです。',
  'exercises.kinds.drillPronunciation.tip.ee': '口を横に引いて、長めに「イー」と言います。',
  'exercises.kinds.drillPronunciation.tip.ih':
    '「イ」と「エ」の間の音です。力を抜いて短く言います。',
  'exercises.kinds.drillPronunciation.tip.eh': '口を少し開けて、短く「エ」と言います。',
  'exercises.kinds.drillPronunciation.tip.oo':
    '唇を小さく丸めて前に突き出し、長めに「ウー」と言います。',
  'exercises.kinds.drillPronunciation.tip.uu': '唇を軽く丸めて、力を抜いて短く「ウ」と言います。',
  'exercises.kinds.drillPronunciation.tip.diphthong':
    '2つの音をなめらかにつなげます。はじめの音をはっきり、あとの音は軽く添えるように。',
  'exercises.kinds.drillPronunciation.tip.other':
    'お手本をよく聞いて、口の形をまねしながら言ってみよう。',
};

export default pronunciationDrill;
