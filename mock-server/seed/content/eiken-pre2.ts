import type { CourseSource } from './source-types';

// Eiken Grade Pre-2 Practice (CEFR-J A2.2): the vocabulary, listening, opinion writing and
// reading aloud of the Grade Pre-2 test.

export const eikenPre2: CourseSource = {
  key: 'eikenPre2',
  chapters: [
    {
      key: 'vocabulary',
      title: 'Vocabulary',
      sections: [
        {
          key: 'verbs',
          title: 'Key Verbs',
          exercises: [
            {
              type: 4,
              key: 'eikenVerbsVocabulary',
              items: [
                { word: 'borrow', ja: '借りる', wrong: ['貸す', '返す', '盗む'] },
                { word: 'lend', ja: '貸す', wrong: ['借りる', '送る', '売る'] },
                { word: 'decide', ja: '決める', wrong: ['分ける', '説明する', '減らす'] },
                { word: 'protect', ja: '守る', wrong: ['壊す', '生産する', '約束する'] },
                { word: 'improve', ja: '改善する', wrong: ['証明する', '輸入する', '含む'] },
                { word: 'explain', ja: '説明する', wrong: ['期待する', '探検する', '表現する'] },
                { word: 'prepare', ja: '準備する', wrong: ['比べる', '修理する', '好む'] },
                { word: 'allow', ja: '許す', wrong: ['従う', '避ける', '借りる'] },
              ],
            },
          ],
        },
        {
          key: 'adjectives',
          title: 'Key Adjectives',
          exercises: [
            {
              type: 4,
              key: 'eikenAdjectivesVocabulary',
              items: [
                { word: 'dangerous', ja: '危険な', wrong: ['重要な', '異なる', '便利な'] },
                { word: 'expensive', ja: '高価な', wrong: ['安い', '退屈な', '便利な'] },
                { word: 'convenient', ja: '便利な', wrong: ['快適な', '一般的な', '伝統的な'] },
                { word: 'popular', ja: '人気のある', wrong: ['丁寧な', '正確な', '礼儀正しい'] },
                { word: 'important', ja: '重要な', wrong: ['不可能な', '印象的な', '簡単な'] },
                { word: 'comfortable', ja: '快適な', wrong: ['便利な', '複雑な', '正直な'] },
                { word: 'necessary', ja: '必要な', wrong: ['自然な', '国の', '不安な'] },
                { word: 'similar', ja: '似ている', wrong: ['単純な', '特別な', '安全な'] },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'listening',
      title: 'Listening',
      sections: [
        {
          key: 'conversations',
          title: 'Short Conversations',
          exercises: [
            {
              type: 7,
              key: 'eikenConversationQuiz',
              questions: [
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'Dad, can you drive me to the library after lunch?',
                      ja: 'お父さん、お昼ごはんのあと図書館まで車で送ってくれる？',
                    },
                    {
                      voice: 'male',
                      en: "Sorry, Kate. I have to go to work. Why don't you take the bus?",
                      ja: 'ごめんね、ケイト。仕事に行かなくちゃいけないんだ。バスで行ったらどう？',
                    },
                    {
                      voice: 'female',
                      en: "OK. I'll check the bus schedule.",
                      ja: 'わかった。バスの時刻表を調べてみる。',
                    },
                  ],
                  question: 'How will Kate probably go to the library?',
                  ja: 'ケイトはおそらくどうやって図書館へ行きますか。',
                  options: [
                    { en: 'By bus.', ja: 'バスで。' },
                    { en: 'By car.', ja: '車で。' },
                    { en: 'On foot.', ja: '歩いて。' },
                    { en: 'By bike.', ja: '自転車で。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Excuse me. Do you have this T-shirt in a larger size?',
                      ja: 'すみません。このTシャツの大きいサイズはありますか。',
                    },
                    {
                      voice: 'female',
                      en: "I'm sorry, we only have small and medium now. But we'll get more next week.",
                      ja: '申し訳ありません、今はSとMしかないんです。でも来週には入荷します。',
                    },
                    {
                      voice: 'male',
                      en: "OK, I'll come back then.",
                      ja: 'わかりました、そのころまた来ます。',
                    },
                  ],
                  question: 'What will the man do?',
                  ja: '男性はどうしますか。',
                  options: [
                    { en: 'Come back next week.', ja: '来週また来る。' },
                    { en: 'Buy a medium T-shirt.', ja: 'MサイズのTシャツを買う。' },
                    { en: 'Go to another store.', ja: '別の店に行く。' },
                    { en: 'Order it online.', ja: 'オンラインで注文する。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'You look tired, Tom.',
                      ja: '疲れているみたいね、トム。',
                    },
                    {
                      voice: 'male',
                      en: "I stayed up late last night. I was studying for today's math test.",
                      ja: 'ゆうべ遅くまで起きていたんだ。今日の数学のテストの勉強をしていてね。',
                    },
                    {
                      voice: 'female',
                      en: 'Good luck. I hope it goes well.',
                      ja: 'がんばってね。うまくいくといいね。',
                    },
                  ],
                  question: 'Why is Tom tired?',
                  ja: 'トムはなぜ疲れていますか。',
                  options: [
                    { en: 'He studied until late.', ja: '遅くまで勉強した。' },
                    { en: 'He played soccer.', ja: 'サッカーをした。' },
                    { en: 'He watched a movie.', ja: '映画を見た。' },
                    { en: 'He got up early.', ja: '早起きした。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Hello, this is Mike. Is Lisa there?',
                      ja: 'もしもし、マイクです。リサはいますか。',
                    },
                    {
                      voice: 'female',
                      en: "Sorry, she's out shopping. Can I take a message?",
                      ja: 'ごめんなさい、買い物に出かけているの。伝言を預かりましょうか。',
                    },
                    {
                      voice: 'male',
                      en: 'Yes, please. Please tell her the concert starts at seven, not six.',
                      ja: 'はい、お願いします。コンサートは6時ではなく7時に始まると伝えてください。',
                    },
                  ],
                  question: "What is Mike's message?",
                  ja: 'マイクの伝言は何ですか。',
                  options: [
                    { en: 'The concert starts at seven.', ja: 'コンサートは7時に始まる。' },
                    { en: 'The concert is canceled.', ja: 'コンサートは中止になった。' },
                    { en: 'He will be late.', ja: '彼は遅れる。' },
                    { en: 'He wants to go shopping.', ja: '彼は買い物に行きたい。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'How was your trip to Kyoto?',
                      ja: '京都旅行はどうだった？',
                    },
                    {
                      voice: 'male',
                      en: 'Great. The temples were beautiful, but it rained on the second day.',
                      ja: 'よかったよ。お寺はきれいだったけど、2日目は雨が降ったんだ。',
                    },
                    { voice: 'female', en: "That's too bad.", ja: 'それは残念だったね。' },
                  ],
                  question: "What was the problem on the man's trip?",
                  ja: '男性の旅行で困ったことは何ですか。',
                  options: [
                    { en: 'The weather was bad.', ja: '天気が悪かった。' },
                    { en: 'The temples were closed.', ja: 'お寺が閉まっていた。' },
                    { en: 'He lost his camera.', ja: 'カメラをなくした。' },
                    { en: 'The hotel was full.', ja: 'ホテルが満室だった。' },
                  ],
                  answer: 0,
                },
              ],
            },
          ],
        },
        {
          key: 'sounds',
          title: 'Sounds',
          exercises: [
            {
              type: 5,
              key: 'confusingSoundsListening',
              items: [
                {
                  word: 'light',
                  ja: '光',
                  wrong: [
                    { word: 'right', ja: '右' },
                    { word: 'lied', ja: 'うそをついた' },
                    { word: 'like', ja: '好きだ' },
                  ],
                },
                {
                  word: 'rice',
                  ja: '米',
                  wrong: [
                    { word: 'lice', ja: 'しらみ' },
                    { word: 'rise', ja: '上がる' },
                    { word: 'race', ja: '競走' },
                  ],
                },
                {
                  word: 'grass',
                  ja: '草',
                  wrong: [
                    { word: 'glass', ja: 'ガラス' },
                    { word: 'class', ja: 'クラス' },
                    { word: 'gas', ja: 'ガス' },
                  ],
                },
                {
                  word: 'vote',
                  ja: '投票する',
                  wrong: [
                    { word: 'boat', ja: 'ボート' },
                    { word: 'boot', ja: 'ブーツ' },
                    { word: 'note', ja: 'メモ' },
                  ],
                },
                {
                  word: 'berry',
                  ja: 'ベリー',
                  wrong: [
                    { word: 'very', ja: 'とても' },
                    { word: 'belly', ja: 'おなか' },
                    { word: 'ferry', ja: 'フェリー' },
                  ],
                },
                {
                  word: 'collect',
                  ja: '集める',
                  wrong: [
                    { word: 'correct', ja: '正しい' },
                    { word: 'connect', ja: 'つなぐ' },
                    { word: 'select', ja: '選ぶ' },
                  ],
                },
                {
                  word: 'pray',
                  ja: '祈る',
                  wrong: [
                    { word: 'play', ja: '遊ぶ' },
                    { word: 'pay', ja: '払う' },
                    { word: 'tray', ja: 'お盆' },
                  ],
                },
                {
                  word: 'best',
                  ja: '最もよい',
                  wrong: [
                    { word: 'vest', ja: 'ベスト（チョッキ）' },
                    { word: 'bet', ja: '賭ける' },
                    { word: 'west', ja: '西' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'writing-speaking',
      title: 'Writing and Speaking',
      sections: [
        {
          key: 'opinion',
          title: 'Opinion Writing',
          exercises: [
            {
              type: 13,
              key: 'schoolUniformsWriting',
              prompts: [
                {
                  en: 'QUESTION: Do you think students should wear school uniforms? Give your opinion and two reasons.',
                  ja: '質問：生徒は制服を着るべきだと思いますか。あなたの意見と、その理由を2つ書きましょう。',
                  minWords: 50,
                  maxWords: 60,
                  phrases: [
                    'I think (that) ...',
                    'I have two reasons.',
                    'First, ...',
                    'Second, ...',
                    'For these reasons, ...',
                  ],
                  model:
                    'I think students should wear school uniforms. I have two reasons. First, students do not have to choose their clothes every morning, so they can save time. Second, uniforms are cheaper than buying a lot of different clothes for school. For these reasons, I think school uniforms are a good idea.',
                },
              ],
            },
          ],
        },
        {
          key: 'reading-aloud',
          title: 'Reading Aloud',
          exercises: [
            {
              type: 10,
              key: 'volunteerReading',
              sentence: {
                en: 'Many high school students volunteer to clean the beach near their town every summer.',
                ja: '毎年夏になると、多くの高校生が町の近くの浜辺を清掃するボランティアをしています。',
              },
              words: [
                {
                  word: 'volunteer',
                  ja: 'ボランティアをする',
                  ipa: ['v', 'ɑː', 'l', 'ə', 'n', 't', 'ɪɹ'],
                },
                { word: 'students', ja: '生徒', ipa: ['s', 't', 'uː', 'd', 'ə', 'n', 't', 's'] },
                { word: 'beach', ja: '浜辺', ipa: ['b', 'iː', 'tʃ'] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
