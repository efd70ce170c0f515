import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// Everyday Conversation (CEFR-J A1.2): meeting people, talking about yourself, school life.

export const everydayConversation: CourseSource = {
  key: 'everydayConversation',
  chapters: [
    {
      key: 'meeting-people',
      title: 'Meeting People',
      sections: [
        {
          key: 'greetings',
          title: 'Greetings',
          exercises: [
            {
              type: 1,
              key: 'greetingsChat',
              scene: {
                image: 'school-gate',
                alt: 'A school entrance on a spring morning',
                text: {
                  en: 'It is the first day of the new school year. You are Haru. A new student from Canada talks to you.',
                  ja: '新学期の初日です。あなたは「ハル」です。カナダから来た転校生が話しかけてきます。',
                },
              },
              bot: SPEAKER.emma,
              turns: [
                {
                  key: 'hello',
                  bot: [
                    {
                      en: "Hi! I'm Emma. I'm new in this class.",
                      ja: 'こんにちは！私はエマ。このクラスに新しく来たの。',
                    },
                  ],
                  task: {
                    ja: 'あいさつをして、「ハル」と名乗りましょう。',
                    en: 'Say hello and tell her your name is Haru.',
                  },
                  hints: ['Hi', "I'm", 'Haru'],
                  answers: [
                    {
                      accept: [
                        "Hi, I'm Haru.",
                        "Hello, I'm Haru.",
                        'Hi, my name is Haru.',
                        'Hello, my name is Haru.',
                        "Hi Emma, I'm Haru.",
                        "Hello Emma, I'm Haru.",
                        "I'm Haru.",
                        'My name is Haru.',
                      ],
                    },
                  ],
                },
                {
                  key: 'nice',
                  bot: [{ en: 'Nice to meet you, Haru.', ja: 'はじめまして、ハル。' }],
                  task: {
                    ja: '「こちらこそ、はじめまして」と返しましょう。',
                    en: 'Say it is nice to meet her, too.',
                  },
                  hints: ['nice', 'meet', 'too'],
                  answers: [
                    {
                      accept: [
                        'Nice to meet you, too.',
                        'Nice to meet you too.',
                        'Nice to meet you, too, Emma.',
                        "It's nice to meet you, too.",
                      ],
                    },
                  ],
                },
                {
                  key: 'from',
                  bot: [
                    { en: "I'm from Vancouver, Canada.", ja: '私はカナダのバンクーバー出身なの。' },
                    { en: 'Where are you from?', ja: 'あなたはどこの出身？' },
                  ],
                  task: {
                    ja: '横浜出身だと答えましょう。',
                    en: 'Say you are from Yokohama.',
                  },
                  hints: ['from', 'Yokohama'],
                  answers: [
                    {
                      accept: [
                        "I'm from Yokohama.",
                        'I am from Yokohama.',
                        "I'm from Yokohama, Japan.",
                        'I come from Yokohama.',
                        'Yokohama.',
                      ],
                    },
                  ],
                },
                {
                  key: 'club',
                  bot: [{ en: 'Cool! Are you in a club?', ja: 'いいね！部活には入ってる？' }],
                  task: {
                    ja: 'テニス部に入っているか、部活に入っていないかを答えましょう。',
                    en: 'Say you are in the tennis club, or that you are not in a club.',
                  },
                  hints: ['Yes', 'No', 'tennis club'],
                  answers: [
                    {
                      accept: [
                        "Yes, I'm in the tennis club.",
                        "Yes, I am. I'm in the tennis club.",
                        "I'm in the tennis club.",
                        'Yes, I am in the tennis club.',
                      ],
                      next: 'tennis',
                    },
                    {
                      accept: [
                        "No, I'm not.",
                        "No, I'm not in a club.",
                        'No, I am not.',
                        "No, I'm not in any club.",
                      ],
                      next: 'noClub',
                    },
                  ],
                },
                {
                  key: 'tennis',
                  bot: [
                    {
                      en: 'Oh, I love tennis! Can I come and watch?',
                      ja: 'わあ、テニス大好き！見に行ってもいい？',
                    },
                  ],
                  task: {
                    ja: '「もちろん！」と答えましょう。',
                    en: 'Say yes, of course.',
                  },
                  hints: ['Sure', 'Of course'],
                  answers: [
                    {
                      accept: [
                        'Sure!',
                        'Of course!',
                        'Sure, you can.',
                        'Of course you can.',
                        'Yes, of course.',
                        'Sure, of course.',
                      ],
                      next: 'seeYou',
                    },
                  ],
                },
                {
                  key: 'noClub',
                  bot: [
                    {
                      en: "That's OK. Maybe we can go home together after school.",
                      ja: 'そっか。放課後、一緒に帰れるかもね。',
                    },
                  ],
                  task: {
                    ja: '「いいね！」と答えましょう。',
                    en: 'Say that it sounds good.',
                  },
                  hints: ['Sounds', 'good', 'great'],
                  answers: [
                    {
                      accept: [
                        'Sounds good!',
                        'Sounds great!',
                        'That sounds good.',
                        'That sounds great.',
                        'OK, sounds good.',
                        'Good idea!',
                      ],
                    },
                  ],
                },
                {
                  key: 'seeYou',
                  bot: [
                    {
                      en: 'Oh, there is the bell! See you later, Haru.',
                      ja: 'あ、チャイムだ！またあとでね、ハル。',
                    },
                  ],
                  task: {
                    ja: '「またね、エマ」と言いましょう。',
                    en: 'Say goodbye to Emma.',
                  },
                  hints: ['See you', 'Bye'],
                  answers: [
                    {
                      accept: [
                        'See you, Emma.',
                        'See you later, Emma.',
                        'See you later.',
                        'See you.',
                        'Bye, Emma.',
                        'Goodbye, Emma.',
                        'Bye!',
                      ],
                    },
                  ],
                },
              ],
              closing: [{ en: 'Have a nice day!', ja: 'よい一日を！' }],
            },
            {
              type: 2,
              key: 'introducingFriendDemo',
              intro: {
                en: 'Sota introduces his friend Yuki to Emma.',
                ja: 'ソウタが友達のユキをエマに紹介します。',
              },
              speakers: { sota: SPEAKER.sota, emma: SPEAKER.emma, yuki: SPEAKER.yuki },
              lines: [
                {
                  speaker: 'sota',
                  en: 'Emma, this is my friend Yuki.',
                  ja: 'エマ、こちらは友達のユキだよ。',
                },
                {
                  speaker: 'emma',
                  en: 'Hi, Yuki. Nice to meet you.',
                  ja: 'こんにちは、ユキ。はじめまして。',
                },
                {
                  speaker: 'yuki',
                  en: 'Nice to meet you, too. Are you from Canada?',
                  ja: 'こちらこそ、はじめまして。カナダ出身なの？',
                },
                {
                  speaker: 'emma',
                  en: "Yes, I am. I'm from Vancouver.",
                  ja: 'うん、そうだよ。バンクーバー出身なの。',
                },
                {
                  speaker: 'yuki',
                  en: 'I want to visit Canada someday.',
                  ja: 'いつかカナダに行ってみたいな。',
                },
                {
                  speaker: 'sota',
                  en: 'Yuki is very good at drawing.',
                  ja: 'ユキは絵を描くのがとても上手なんだ。',
                },
                {
                  speaker: 'emma',
                  en: 'Really? Please show me your pictures!',
                  ja: '本当？今度、絵を見せてね！',
                },
              ],
            },
          ],
        },
        {
          key: 'about-you',
          title: 'Talking About Yourself',
          exercises: [
            {
              type: 1,
              key: 'hobbiesChat',
              scene: {
                image: 'classroom',
                alt: 'Students talking in a classroom at lunch time',
                text: {
                  en: 'It is lunch time. James, an exchange student, asks about your free time.',
                  ja: '昼休みです。留学生のジェームズが、あなたの休みの日について聞いてきます。',
                },
              },
              bot: SPEAKER.james,
              turns: [
                {
                  key: 'weekend',
                  bot: [
                    {
                      en: 'What do you usually do on weekends?',
                      ja: '週末はたいてい何をしているの？',
                    },
                  ],
                  task: {
                    ja: '週末はたいていサッカーをすると答えましょう。',
                    en: 'Say you usually play soccer on weekends.',
                  },
                  hints: ['usually', 'play', 'soccer'],
                  answers: [
                    {
                      accept: [
                        'I usually play soccer.',
                        'I usually play soccer on weekends.',
                        'I play soccer.',
                        'I play soccer on weekends.',
                        'I usually play soccer with my friends.',
                      ],
                    },
                  ],
                },
                {
                  key: 'where',
                  bot: [{ en: 'Nice! Where do you play?', ja: 'いいね！どこでやるの？' }],
                  task: {
                    ja: '家の近くの公園でやると答えましょう。',
                    en: 'Say you play in the park near your house.',
                  },
                  hints: ['in', 'park', 'near'],
                  answers: [
                    {
                      accept: [
                        'I play in the park near my house.',
                        'In the park near my house.',
                        'I play at the park near my house.',
                        'At the park near my house.',
                        'I play in the park.',
                        'In the park.',
                      ],
                    },
                  ],
                },
                {
                  key: 'likeMusic',
                  bot: [{ en: 'Do you like music, too?', ja: '音楽も好き？' }],
                  task: {
                    ja: '音楽が好きか、好きではないかを答えましょう。',
                    en: 'Say whether you like music.',
                  },
                  hints: ['Yes', 'No', 'I do', "I don't"],
                  answers: [
                    {
                      accept: [
                        'Yes, I do.',
                        'Yes, I like music.',
                        'Yes, I love music.',
                        'Yes, I do. I like music.',
                      ],
                      next: 'whatMusic',
                    },
                    {
                      accept: [
                        "No, I don't.",
                        "No, I don't like music.",
                        'Not really.',
                        'No, not really.',
                      ],
                      next: 'otherHobby',
                    },
                  ],
                },
                {
                  key: 'whatMusic',
                  bot: [{ en: 'What kind of music do you like?', ja: 'どんな音楽が好きなの？' }],
                  task: {
                    ja: 'J-POPが好きだと答えましょう。',
                    en: 'Say you like J-pop.',
                  },
                  hints: ['like', 'J-pop'],
                  answers: [
                    {
                      accept: [
                        'I like J-pop.',
                        'I like J-pop very much.',
                        'I love J-pop.',
                        'J-pop.',
                      ],
                      next: 'together',
                    },
                  ],
                },
                {
                  key: 'otherHobby',
                  bot: [
                    {
                      en: 'OK. What else do you like to do?',
                      ja: 'そっか。ほかに何をするのが好き？',
                    },
                  ],
                  task: {
                    ja: 'マンガを読むのが好きだと答えましょう。',
                    en: 'Say you like reading manga.',
                  },
                  hints: ['like', 'reading', 'manga'],
                  answers: [
                    {
                      accept: [
                        'I like reading manga.',
                        'I like to read manga.',
                        'I love reading manga.',
                        'Reading manga.',
                      ],
                    },
                  ],
                },
                {
                  key: 'together',
                  bot: [
                    { en: "Let's hang out this Saturday!", ja: '今度の土曜日、一緒に遊ぼうよ！' },
                  ],
                  task: {
                    ja: '「楽しそう！待ちきれないよ」と答えましょう。',
                    en: 'Say it sounds fun and you cannot wait.',
                  },
                  hints: ['Sounds', 'fun', "can't wait"],
                  answers: [
                    {
                      accept: [
                        "Sounds fun! I can't wait.",
                        'Sounds fun!',
                        'Sounds good!',
                        "Great! I can't wait.",
                        "Sure! I can't wait.",
                        'OK! Sounds fun.',
                      ],
                    },
                  ],
                },
              ],
              closing: [{ en: 'Great. See you on Saturday!', ja: 'よし、じゃあ土曜日にね！' }],
            },
            {
              type: 13,
              key: 'selfIntroductionWriting',
              prompts: [
                {
                  en: 'Write a short self-introduction for your new English teacher. Include your name, your grade, what you like and what you want to do this year.',
                  ja: '新しい英語の先生に向けて、短い自己紹介を書きましょう。名前、学年、好きなこと、今年やりたいことを入れましょう。',
                  minWords: 25,
                  maxWords: 60,
                  phrases: [
                    'My name is ...',
                    "I'm in the ... grade.",
                    'I like ...',
                    "I'm good at ...",
                    'This year, I want to ...',
                  ],
                  model:
                    "Hello. My name is Haru Sato. I'm in the second grade at Sakura Junior High School. I like music, and I play the guitar every day. I'm good at cooking, too. This year, I want to speak English with many people.",
                },
                {
                  en: 'Write about your best friend. Who is he or she, and why do you like him or her?',
                  ja: '親友について書きましょう。どんな人で、なぜ好きなのかを書きましょう。',
                  minWords: 20,
                  maxWords: 50,
                  phrases: [
                    'My best friend is ...',
                    'He is ... / She is ...',
                    'We often ... together.',
                    'I like him because ...',
                  ],
                  model:
                    'My best friend is Yuki. She is in my class. She is kind and very funny. We often go to the library together after school. I like her because she always listens to me.',
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'daily-life',
      title: 'Daily Life',
      sections: [
        {
          key: 'school',
          title: 'At School',
          exercises: [
            {
              type: 3,
              key: 'schoolDayDictation',
              speaker: SPEAKER.yuki,
              sentences: [
                {
                  en: 'I [usually] get up at [six] thirty.',
                  ja: '私はたいてい6時30分に起きます。',
                },
                {
                  en: 'I [walk] to school with my [sister].',
                  ja: '私は姉と歩いて学校へ行きます。',
                },
                {
                  en: 'Our first class [starts] at eight [forty].',
                  ja: '1時間目は8時40分に始まります。',
                },
                { en: 'We eat [lunch] in our [classroom].', ja: '私たちは教室で昼食を食べます。' },
                {
                  en: 'After school, I [practice] the piano [for] an hour.',
                  ja: '放課後、私は1時間ピアノを練習します。',
                },
              ],
            },
            {
              type: 9,
              key: 'schoolLifeTyping',
              sentences: [
                { en: 'What subject do you like best?', ja: 'どの教科がいちばん好きですか。' },
                {
                  en: 'I like science because experiments are fun.',
                  ja: '実験が楽しいので、理科が好きです。',
                },
                {
                  en: 'Our school festival is in October.',
                  ja: '私たちの学校の文化祭は10月にあります。',
                },
                {
                  en: 'Please open your textbooks to page twenty.',
                  ja: '教科書の20ページを開いてください。',
                },
                { en: 'May I borrow your eraser?', ja: '消しゴムを借りてもいいですか。' },
              ],
            },
          ],
        },
        {
          key: 'weekend',
          title: 'Weekend Plans',
          exercises: [
            {
              type: 10,
              key: 'weekendParkReading',
              sentence: {
                en: "Let's take a picnic lunch to the park this Sunday if the weather is nice.",
                ja: '天気がよければ、今度の日曜日にお弁当を持って公園へ行きましょう。',
              },
              words: [
                { word: 'picnic', ja: 'ピクニック', ipa: ['p', 'ɪ', 'k', 'n', 'ɪ', 'k'] },
                { word: 'weather', ja: '天気', ipa: ['w', 'ɛ', 'ð', 'ɚ'] },
                { word: 'Sunday', ja: '日曜日', ipa: ['s', 'ʌ', 'n', 'd', 'eɪ'] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
