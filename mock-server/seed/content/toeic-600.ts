import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// TOEIC 600: Listening and Vocabulary (CEFR-J B1.1): office words, question–response, short talks,
// numbers, business vocabulary and notices, aimed at a score of 600.

const RESPOND = {
  question: 'Choose the best response to what you hear.',
  ja: '聞こえた英文に対して、最も適切な応答を選びましょう。',
};

export const toeic600: CourseSource = {
  key: 'toeic600',
  chapters: [
    {
      key: 'photos-responses',
      title: 'Parts 1 and 2: Photos and Responses',
      sections: [
        {
          key: 'office',
          title: 'In the Office',
          exercises: [
            {
              type: 8,
              key: 'officeItemsPictures',
              items: [
                { word: 'printer', ja: 'プリンター', image: 'printer' },
                { word: 'laptop', ja: 'ノートパソコン', image: 'laptop' },
                { word: 'folder', ja: 'フォルダー', image: 'folder' },
                { word: 'calendar', ja: 'カレンダー', image: 'calendar' },
                { word: 'stapler', ja: 'ホッチキス', image: 'stapler' },
                { word: 'whiteboard', ja: 'ホワイトボード', image: 'whiteboard' },
              ],
            },
          ],
        },
        {
          key: 'responses',
          title: 'Question and Response',
          exercises: [
            {
              type: 7,
              key: 'questionResponseQuiz',
              questions: [
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'When does the meeting start?',
                      ja: '会議は何時に始まりますか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    { en: 'At two thirty.', ja: '2時半です。' },
                    { en: 'In the conference room.', ja: '会議室でです。' },
                    { en: 'Yes, it was long.', ja: 'はい、長かったです。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'Who is in charge of the new project?',
                      ja: '新しいプロジェクトの担当はだれですか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    { en: 'Ms. Tanaka is.', ja: 'タナカさんです。' },
                    { en: "It's next Monday.", ja: '来週の月曜日です。' },
                    { en: 'About ten people.', ja: '約10人です。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Would you like me to send you the report?',
                      ja: '報告書をお送りしましょうか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    { en: 'Yes, please. By email.', ja: 'はい、お願いします。メールで。' },
                    { en: "It's on the third floor.", ja: '3階にあります。' },
                    { en: 'I reported it yesterday.', ja: '昨日報告しました。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'Why was the train late this morning?',
                      ja: '今朝はなぜ電車が遅れたのですか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    { en: 'There was an accident.', ja: '事故があったんです。' },
                    { en: 'At eight fifteen.', ja: '8時15分にです。' },
                    { en: 'I usually take the bus.', ja: '私はたいていバスに乗ります。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Where can I find more printer paper?',
                      ja: 'プリンターの用紙はどこにありますか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    {
                      en: 'In the cabinet next to the door.',
                      ja: 'ドアの横のキャビネットの中です。',
                    },
                    { en: 'Five hundred sheets.', ja: '500枚です。' },
                    { en: 'He printed it out.', ja: '彼が印刷しました。' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: "Haven't you finished the sales report yet?",
                      ja: '売上報告書はまだ終わっていないのですか。',
                    },
                  ],
                  ...RESPOND,
                  options: [
                    { en: "I'll finish it by noon.", ja: '正午までに終わらせます。' },
                    { en: 'Sales went up by ten percent.', ja: '売上は10％伸びました。' },
                    { en: "No, I didn't buy it.", ja: 'いいえ、買いませんでした。' },
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
      key: 'talks',
      title: 'Parts 3 and 4: Conversations and Talks',
      sections: [
        {
          key: 'short-talks',
          title: 'Short Talks',
          exercises: [
            {
              type: 3,
              key: 'shortTalksDictation',
              speaker: SPEAKER.msClark,
              sentences: [
                {
                  en: 'The [meeting] has been moved to Thursday [afternoon].',
                  ja: '会議は木曜日の午後に変更されました。',
                },
                {
                  en: 'Please [submit] your expense reports by the end of the [month].',
                  ja: '経費報告書は月末までに提出してください。',
                },
                {
                  en: 'Our new store will [open] in [March].',
                  ja: '新しい店舗は3月に開店します。',
                },
                {
                  en: 'The [elevator] on the east side is out of [service] today.',
                  ja: '東側のエレベーターは本日使用できません。',
                },
                {
                  en: 'Thank you for calling. All of our [staff] are [busy] at the moment.',
                  ja: 'お電話ありがとうございます。ただいま担当者がすべてほかの電話に対応しております。',
                },
              ],
            },
          ],
        },
        {
          key: 'numbers',
          title: 'Numbers',
          exercises: [
            {
              type: 5,
              key: 'datesAndNumbersListening',
              items: [
                {
                  word: '$15.50',
                  ja: '15ドル50セント',
                  say: 'fifteen dollars and fifty cents',
                  wrong: [
                    { word: '$50.15', ja: '50ドル15セント' },
                    { word: '$15.15', ja: '15ドル15セント' },
                    { word: '$50.50', ja: '50ドル50セント' },
                  ],
                },
                {
                  word: 'April 3',
                  ja: '4月3日',
                  say: 'April third',
                  wrong: [
                    { word: 'April 13', ja: '4月13日' },
                    { word: 'August 3', ja: '8月3日' },
                    { word: 'April 30', ja: '4月30日' },
                  ],
                },
                {
                  word: '7:45',
                  ja: '7時45分',
                  say: 'seven forty-five',
                  wrong: [
                    { word: '7:15', ja: '7時15分' },
                    { word: '11:45', ja: '11時45分' },
                    { word: '7:40', ja: '7時40分' },
                  ],
                },
                {
                  word: 'Room 1418',
                  ja: '1418号室',
                  say: 'room fourteen eighteen',
                  wrong: [
                    { word: 'Room 1480', ja: '1480号室' },
                    { word: 'Room 4018', ja: '4018号室' },
                    { word: 'Room 1814', ja: '1814号室' },
                  ],
                },
                {
                  word: '30%',
                  ja: '30パーセント',
                  say: 'thirty percent',
                  wrong: [
                    { word: '13%', ja: '13パーセント' },
                    { word: '3%', ja: '3パーセント' },
                    { word: '33%', ja: '33パーセント' },
                  ],
                },
                {
                  word: '2,500',
                  ja: '2500',
                  say: 'two thousand five hundred',
                  wrong: [
                    { word: '25,000', ja: '25000' },
                    { word: '250', ja: '250' },
                    { word: '2,050', ja: '2050' },
                  ],
                },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'vocabulary-reading',
      title: 'Part 5: Vocabulary',
      sections: [
        {
          key: 'business-words',
          title: 'Business Words',
          exercises: [
            {
              type: 4,
              key: 'businessWordsVocabulary',
              items: [
                { word: 'invoice', ja: '請求書', wrong: ['領収書', '見積書', '契約書'] },
                { word: 'deadline', ja: '締め切り', wrong: ['予算', '議題', '在庫'] },
                { word: 'colleague', ja: '同僚', wrong: ['顧客', '上司', '取引先'] },
                { word: 'postpone', ja: '延期する', wrong: ['承認する', '取り消す', '提出する'] },
                { word: 'budget', ja: '予算', wrong: ['利益', '売上', '割引'] },
                { word: 'merchandise', ja: '商品', wrong: ['設備', '従業員', '書類'] },
                { word: 'reservation', ja: '予約', wrong: ['受付', '保証', '登録'] },
                { word: 'attend', ja: '出席する', wrong: ['添付する', '注意する', '到着する'] },
              ],
            },
            {
              type: 9,
              key: 'officeNoticesTyping',
              sentences: [
                {
                  en: 'The office will be closed on Monday for a national holiday.',
                  ja: '月曜日は祝日のため、事務所は休業します。',
                },
                {
                  en: 'Please turn off the lights when you leave the meeting room.',
                  ja: '会議室を出るときは電気を消してください。',
                },
                {
                  en: 'The sales meeting starts at nine thirty sharp.',
                  ja: '営業会議は9時30分ちょうどに始まります。',
                },
                {
                  en: 'All visitors must sign in at the front desk.',
                  ja: '来訪者は全員、受付で記帳してください。',
                },
                {
                  en: 'Lunch will be provided for all workshop participants.',
                  ja: '研修の参加者全員に昼食が用意されます。',
                },
              ],
            },
          ],
        },
        {
          key: 'read-aloud',
          title: 'Reading Aloud',
          exercises: [
            {
              type: 10,
              key: 'announcementReading',
              sentence: {
                en: 'Attention, shoppers: the store will close in fifteen minutes, so please bring your items to the checkout.',
                ja: 'ご来店のお客様にお知らせいたします。当店はあと15分で閉店いたしますので、商品をレジまでお持ちください。',
              },
              words: [
                { word: 'attention', ja: '注意', ipa: ['ɐ', 't', 'ɛ', 'n', 'ʃ', 'ə', 'n'] },
                { word: 'minutes', ja: '分', ipa: ['m', 'ɪ', 'n', 'ɪ', 't', 's'] },
                { word: 'checkout', ja: 'レジ', ipa: ['tʃ', 'ɛ', 'k', 'aʊ', 't'] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
