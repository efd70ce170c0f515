import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// Discussion and Opinion (CEFR-J C1): discussion language, listening to extended opinions,
// complex sentences, reading aloud and the argumentative essay.

export const discussionOpinion: CourseSource = {
  key: 'discussionOpinion',
  chapters: [
    {
      key: 'discussion',
      title: 'Discussion Skills',
      sections: [
        {
          key: 'agreeing',
          title: 'Agreeing and Disagreeing',
          exercises: [
            {
              type: 2,
              key: 'agreeingDisagreeingDemo',
              intro: {
                en: 'Two colleagues discuss whether meetings should be shorter.',
                ja: '2人の同僚が、会議をもっと短くすべきかどうかについて話し合います。',
              },
              speakers: { james: SPEAKER.james, msGreen: SPEAKER.msGreen },
              lines: [
                {
                  speaker: 'james',
                  en: 'In my view, most of our meetings go on far too long.',
                  ja: '私の考えでは、私たちの会議のほとんどは長すぎます。',
                },
                {
                  speaker: 'msGreen',
                  en: "I see where you're coming from, but some topics really need time.",
                  ja: '言いたいことはわかりますが、本当に時間が必要な議題もあります。',
                },
                {
                  speaker: 'james',
                  en: "That's a fair point. Still, we could set a strict time limit.",
                  ja: 'それはもっともです。それでも、厳しい時間制限を設けることはできますよ。',
                },
                {
                  speaker: 'msGreen',
                  en: "I couldn't agree more about the time limit.",
                  ja: '時間制限については大賛成です。',
                },
                {
                  speaker: 'msGreen',
                  en: "However, I'm not convinced that every meeting should last only fifteen minutes.",
                  ja: 'ただ、すべての会議を15分だけにすべきだとは思えません。',
                },
                {
                  speaker: 'james',
                  en: 'What if we tried it for a month and then reviewed the results?',
                  ja: '1か月試してみて、それから結果を見直すのはどうでしょう。',
                },
                {
                  speaker: 'msGreen',
                  en: 'That sounds like a reasonable compromise.',
                  ja: 'それは妥当な妥協案ですね。',
                },
              ],
            },
          ],
        },
        {
          key: 'listening',
          title: 'Listening to Opinions',
          exercises: [
            {
              type: 7,
              key: 'remoteWorkQuiz',
              questions: [
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'According to a recent survey, nearly sixty percent of office workers would rather work from home at least two days a week, mainly because it saves them time on commuting.',
                      ja: '最近の調査によると、会社員の6割近くが、少なくとも週に2日は在宅で働きたいと考えています。おもな理由は、通勤の時間が省けるからです。',
                    },
                  ],
                  question:
                    'According to the survey, what is the main reason people prefer working from home?',
                  ja: '調査によると、在宅勤務が好まれる主な理由は何ですか。',
                  options: [
                    { en: 'They spend less time commuting.', ja: '通勤にかかる時間が減るから。' },
                    { en: 'They earn more money.', ja: '収入が増えるから。' },
                    { en: 'They can sleep longer.', ja: '長く眠れるから。' },
                    { en: 'Their homes are quieter.', ja: '家の方が静かだから。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Managers often worry that remote staff are less productive. Yet several studies suggest the opposite: people working from home tend to take fewer breaks and fewer sick days.',
                      ja: '管理職は、在宅勤務の社員は生産性が下がるのではないかとよく心配します。しかし、いくつかの研究はその逆を示しています。在宅で働く人は、休憩も病欠も少ない傾向があるのです。',
                    },
                  ],
                  question: 'What do several studies suggest?',
                  ja: 'いくつかの研究は何を示していますか。',
                  options: [
                    {
                      en: 'Remote workers may be more productive.',
                      ja: '在宅勤務者の方が生産的かもしれない。',
                    },
                    { en: 'Managers should work from home.', ja: '管理職は在宅勤務をすべきだ。' },
                    { en: 'Remote workers take more breaks.', ja: '在宅勤務者の方が休憩が多い。' },
                    {
                      en: 'Offices are healthier than homes.',
                      ja: 'オフィスの方が家より健康的だ。',
                    },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'The biggest drawback, in my opinion, is isolation. Without casual conversations in the office, new employees in particular find it hard to build relationships.',
                      ja: '私の考えでは、いちばんの欠点は孤立です。職場での何気ない会話がないと、特に新入社員は人間関係を築きにくくなります。',
                    },
                  ],
                  question: 'Who does the speaker say finds isolation hardest?',
                  ja: '話し手によると、孤立に最も苦労するのは誰ですか。',
                  options: [
                    { en: 'New employees.', ja: '新入社員。' },
                    { en: 'Managers.', ja: '管理職。' },
                    { en: 'Part-time workers.', ja: 'パートタイム勤務者。' },
                    { en: 'Older employees.', ja: '年配の社員。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: "So what's the solution?",
                      ja: 'では、どうすればいいのでしょうか。',
                    },
                    {
                      voice: 'female',
                      en: 'Many companies are adopting a hybrid model: staff come in for team meetings and collaborative work, and stay at home for tasks that need concentration.',
                      ja: '多くの会社がハイブリッド型を取り入れています。社員はチームの会議や共同作業のときに出社し、集中が必要な作業は家で行います。',
                    },
                  ],
                  question: 'In the hybrid model, when do staff work from home?',
                  ja: 'ハイブリッド型では、社員はどんなときに在宅で働きますか。',
                  options: [
                    { en: 'For tasks that need concentration.', ja: '集中が必要な作業のとき。' },
                    { en: 'For team meetings.', ja: 'チーム会議のとき。' },
                    { en: 'On Mondays and Fridays.', ja: '月曜日と金曜日。' },
                    { en: 'When they feel unwell.', ja: '体調が悪いとき。' },
                  ],
                  answer: 0,
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'argument',
      title: 'Building an Argument',
      sections: [
        {
          key: 'linking',
          title: 'Linking Ideas',
          exercises: [
            {
              type: 12,
              key: 'complexSentencesTranslationDrill',
              questions: [
                {
                  ja: '雨が降っていたにもかかわらず、試合は予定どおり行われた。',
                  answers: [
                    'Although it was raining, the match went ahead as planned.',
                    'Even though it was raining, the match went ahead as planned.',
                  ],
                },
                {
                  ja: 'その計画は費用がかかりすぎるだけでなく、時間もかかりすぎる。',
                  answers: [
                    'The plan is not only too expensive but also too slow.',
                    'The plan is not only too costly but also too slow.',
                  ],
                },
                {
                  ja: 'もっと早く始めていれば、締め切りに間に合っただろう。',
                  answers: [
                    'If we had started earlier, we would have met the deadline.',
                    "If we'd started earlier, we would have met the deadline.",
                  ],
                },
                {
                  ja: '人々が環境について考え始めたのは、そのドキュメンタリーのおかげだった。',
                  answers: [
                    'It was thanks to the documentary that people started thinking about the environment.',
                  ],
                },
                {
                  ja: '技術が進歩するにつれて、私たちの働き方も変わってきている。',
                  answers: [
                    'As technology advances, the way we work is changing too.',
                    'As technology advances, the way we work is also changing.',
                  ],
                },
              ],
            },
            {
              type: 10,
              key: 'climateReading',
              sentence: {
                en: 'Scientists warn that unless global emissions are reduced significantly, extreme weather events will become increasingly frequent.',
                ja: '科学者たちは、世界の排出量が大幅に削減されない限り、異常気象はますます頻繁に起こるようになると警告している。',
              },
              words: [
                { word: 'emissions', ja: '排出量', ipa: ['ɪ', 'm', 'ɪ', 'ʃ', 'ə', 'n', 'z'] },
                {
                  word: 'significantly',
                  ja: '大幅に',
                  ipa: ['s', 'ɪ', 'ɡ', 'n', 'ɪ', 'f', 'ɪ', 'k', 'ə', 'n', 't', 'l', 'i'],
                },
                {
                  word: 'increasingly',
                  ja: 'ますます',
                  ipa: ['ɪ', 'ŋ', 'k', 'ɹ', 'iː', 's', 'ɪ', 'ŋ', 'l', 'i'],
                },
              ],
            },
          ],
        },
        {
          key: 'essay',
          title: 'Opinion Essay',
          exercises: [
            {
              type: 13,
              key: 'carFreeCitiesWriting',
              prompts: [
                {
                  en: 'Some people argue that cars should be banned from city centres. To what extent do you agree or disagree? Support your opinion with reasons and examples.',
                  ja: '都市の中心部から車を締め出すべきだという意見があります。あなたはどの程度賛成、または反対ですか。理由と具体例を挙げて意見を述べましょう。',
                  minWords: 120,
                  maxWords: 250,
                  phrases: [
                    'It is often argued that ...',
                    'On the one hand, ...',
                    'On the other hand, ...',
                    'A good example of this is ...',
                    'In conclusion, ...',
                  ],
                  model:
                    'It is often argued that cars should be banned from city centres. I largely agree with this idea, although some exceptions are necessary.\n\nOn the one hand, removing cars makes cities cleaner and safer. Air pollution falls, streets become quieter, and pedestrians and cyclists no longer have to compete with traffic. A good example of this is Oslo, where the city centre became more attractive to shoppers after most parking spaces were removed.\n\nOn the other hand, a complete ban could cause problems for elderly and disabled people, as well as for businesses that need deliveries. For this reason, cities should still allow buses, taxis and delivery vans at certain times.\n\nIn conclusion, I believe that city centres should be largely car-free, as long as public transport is reliable and people with special needs are protected.',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
