import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// Junior High Grammar Basics (CEFR-J A1.3): be, the present simple, the past tense, can, will and
// be going to, as taught in the first two years of junior high school.

export const juniorHighGrammar: CourseSource = {
  key: 'juniorHighGrammar',
  chapters: [
    {
      key: 'present',
      title: 'The Present Tense',
      sections: [
        {
          key: 'be-verbs',
          title: 'The Verb Be',
          exercises: [
            {
              type: 12,
              key: 'beVerbTranslationDrill',
              questions: [
                {
                  ja: '私は中学生です。',
                  answers: [
                    'I am a junior high school student.',
                    "I'm a junior high school student.",
                  ],
                },
                { ja: 'あなたは背が高いです。', answers: ['You are tall.', "You're tall."] },
                {
                  ja: '彼は私の兄です。',
                  answers: [
                    'He is my older brother.',
                    "He's my older brother.",
                    'He is my big brother.',
                  ],
                },
                {
                  ja: 'これは私の自転車です。',
                  answers: ['This is my bike.', 'This is my bicycle.'],
                },
                {
                  ja: '私たちは同じクラスです。',
                  answers: ['We are in the same class.', "We're in the same class."],
                },
                {
                  ja: 'その本はおもしろくありません。',
                  answers: ['The book is not interesting.', "The book isn't interesting."],
                },
                {
                  ja: 'あなたは音楽部に入っていますか。',
                  answers: ['Are you in the music club?', 'Are you a member of the music club?'],
                },
              ],
            },
          ],
        },
        {
          key: 'general-verbs',
          title: 'Everyday Verbs',
          exercises: [
            {
              type: 11,
              key: 'presentSimpleTranslationQuiz',
              questions: [
                {
                  ja: '私は毎朝7時に起きます。',
                  answers: [
                    'I get up at seven every morning.',
                    'I get up at 7 every morning.',
                    "I get up at seven o'clock every morning.",
                    'I wake up at seven every morning.',
                    'Every morning, I get up at seven.',
                  ],
                  hints: ['get up', 'every morning'],
                },
                {
                  ja: '私の父は毎日コーヒーを飲みます。',
                  answers: [
                    'My father drinks coffee every day.',
                    'My dad drinks coffee every day.',
                  ],
                  hints: ['father', 'drink', 'every day'],
                },
                {
                  ja: '私たちは日曜日には学校に行きません。',
                  answers: [
                    "We don't go to school on Sundays.",
                    'We do not go to school on Sundays.',
                    "We don't go to school on Sunday.",
                    'We do not go to school on Sunday.',
                  ],
                  hints: ["don't", 'on Sundays'],
                },
                {
                  ja: 'あなたは何のスポーツをしますか。',
                  answers: ['What sport do you play?', 'What sports do you play?'],
                  hints: ['What sport', 'play'],
                },
                {
                  ja: 'ユキは英語を上手に話します。',
                  answers: [
                    'Yuki speaks English well.',
                    'Yuki speaks good English.',
                    'Yuki speaks English very well.',
                    'Yuki speaks very good English.',
                  ],
                  hints: ['speak', 'well'],
                },
              ],
            },
            {
              type: 9,
              key: 'thirdPersonTyping',
              sentences: [
                { en: 'He plays baseball after school.', ja: '彼は放課後に野球をします。' },
                { en: 'She studies English every night.', ja: '彼女は毎晩英語を勉強します。' },
                { en: 'My brother watches TV in the morning.', ja: '弟は朝テレビを見ます。' },
                { en: 'Ken has two cats.', ja: 'ケンはねこを2匹飼っています。' },
                { en: 'Does your sister like music?', ja: 'あなたのお姉さんは音楽が好きですか。' },
                { en: "He doesn't eat natto.", ja: '彼は納豆を食べません。' },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'past',
      title: 'The Past Tense',
      sections: [
        {
          key: 'past-forms',
          title: 'Regular and Irregular Verbs',
          exercises: [
            {
              type: 4,
              key: 'pastFormsVocabulary',
              items: [
                { word: 'went', ja: '行った', wrong: ['来た', '書いた', '勝った'] },
                { word: 'ate', ja: '食べた', wrong: ['会った', '飲んだ', '買った'] },
                { word: 'saw', ja: '見た', wrong: ['言った', '座った', '送った'] },
                { word: 'bought', ja: '買った', wrong: ['持ってきた', '考えた', '売った'] },
                { word: 'made', ja: '作った', wrong: ['会った', '見つけた', '話した'] },
                { word: 'came', ja: '来た', wrong: ['行った', '帰った', 'なった'] },
                { word: 'wrote', ja: '書いた', wrong: ['読んだ', '乗った', '話した'] },
                { word: 'took', ja: '取った', wrong: ['教えた', '話した', '持っていた'] },
              ],
            },
            {
              type: 3,
              key: 'lastSundayDictation',
              speaker: SPEAKER.sota,
              sentences: [
                {
                  en: 'Last Sunday, I [went] to the zoo with my [family].',
                  ja: 'この前の日曜日、私は家族と動物園へ行きました。',
                },
                {
                  en: 'We [saw] a baby panda [there].',
                  ja: '私たちはそこで赤ちゃんパンダを見ました。',
                },
                {
                  en: 'It was very [hot], so we [ate] ice cream.',
                  ja: 'とても暑かったので、私たちはアイスクリームを食べました。',
                },
                { en: 'I [bought] a pen for my [friend].', ja: '私は友達にペンを買いました。' },
                { en: 'We [came] home at [six].', ja: '私たちは6時に帰宅しました。' },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'can-will',
      title: 'Can and Will',
      sections: [
        {
          key: 'can',
          title: 'Can',
          exercises: [
            {
              type: 12,
              key: 'canTranslationDrill',
              // Typed, not tiles: the drill where slips ("cant") can happen.
              typed: true,
              questions: [
                { ja: '私は速く泳ぐことができます。', answers: ['I can swim fast.'] },
                {
                  ja: '私の姉はピアノをひくことができます。',
                  answers: ['My sister can play the piano.', 'My older sister can play the piano.'],
                },
                {
                  ja: '彼は漢字を読むことができません。',
                  answers: ["He can't read kanji.", 'He cannot read kanji.'],
                },
                {
                  ja: 'あなたは英語の歌を歌えますか。',
                  answers: ['Can you sing English songs?', 'Can you sing an English song?'],
                },
                {
                  ja: '窓を開けてもいいですか。',
                  answers: ['Can I open the window?', 'May I open the window?'],
                },
                {
                  ja: 'ここで写真をとってはいけません。',
                  answers: [
                    "You can't take pictures here.",
                    'You cannot take pictures here.',
                    "You can't take photos here.",
                  ],
                },
              ],
            },
          ],
        },
        {
          key: 'future',
          title: 'Will and Be Going To',
          exercises: [
            {
              type: 11,
              key: 'futurePlansTranslationQuiz',
              questions: [
                {
                  ja: '私は明日、祖母を訪ねるつもりです。',
                  answers: [
                    'I am going to visit my grandmother tomorrow.',
                    "I'm going to visit my grandmother tomorrow.",
                    'I will visit my grandmother tomorrow.',
                    "I'll visit my grandmother tomorrow.",
                    "Tomorrow, I'm going to visit my grandmother.",
                  ],
                  hints: ['be going to', 'visit', 'grandmother'],
                },
                {
                  ja: '明日は雨が降るでしょう。',
                  answers: [
                    'It will rain tomorrow.',
                    "It'll rain tomorrow.",
                    'It is going to rain tomorrow.',
                    "It's going to rain tomorrow.",
                  ],
                  hints: ['will', 'rain'],
                },
                {
                  ja: '今夜、宿題を手伝ってあげるよ。',
                  answers: [
                    'I will help you with your homework tonight.',
                    "I'll help you with your homework tonight.",
                    "I'll help you with your homework this evening.",
                  ],
                  hints: ['will', 'help', 'homework'],
                },
                {
                  ja: 'あなたは今週末、何をする予定ですか。',
                  answers: [
                    'What are you going to do this weekend?',
                    'What will you do this weekend?',
                  ],
                  hints: ['What', 'going to', 'this weekend'],
                },
                {
                  ja: '彼らは来年、オーストラリアに引っ越します。',
                  answers: [
                    'They are going to move to Australia next year.',
                    "They're going to move to Australia next year.",
                    'They will move to Australia next year.',
                    "They'll move to Australia next year.",
                  ],
                  hints: ['move to', 'next year'],
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
