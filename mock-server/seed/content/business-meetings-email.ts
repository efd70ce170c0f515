import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// Business English: Meetings and Email (CEFR-J B2.1): online meetings, chairing, word stress,
// polite requests and replies to clients.

export const businessMeetingsEmail: CourseSource = {
  key: 'businessMeetingsEmail',
  chapters: [
    {
      key: 'meetings',
      title: 'Meetings',
      sections: [
        {
          key: 'online',
          title: 'Online Meetings',
          exercises: [
            {
              type: 1,
              key: 'joiningMeetingChat',
              scene: {
                image: 'online-meeting',
                alt: 'A video call on a laptop screen',
                text: {
                  en: 'You join an online meeting with Alex, a colleague in the Singapore office, to plan the launch of a new app.',
                  ja: '新しいアプリの発売を計画するため、シンガポール支社の同僚アレックスとのオンライン会議に参加します。',
                },
              },
              bot: SPEAKER.alex,
              turns: [
                {
                  key: 'hear',
                  bot: [
                    {
                      en: 'Hi! Can you hear me OK?',
                      ja: 'こんにちは！私の声、ちゃんと聞こえますか。',
                    },
                  ],
                  task: {
                    ja: '「はい、よく聞こえます」と答えましょう。',
                    en: 'Say yes, you can hear them clearly.',
                  },
                  hints: ['hear', 'clearly'],
                  answers: [
                    {
                      accept: [
                        'Yes, I can hear you clearly.',
                        'Yes, I can hear you.',
                        'Yes, I can hear you fine.',
                        'Yes, I can hear you well.',
                        'Yes, loud and clear.',
                      ],
                    },
                  ],
                },
                {
                  key: 'screen',
                  bot: [
                    {
                      en: "Great. I'm going to share my screen.",
                      ja: 'よかった。画面を共有しますね。',
                    },
                    { en: 'Can you see the slides?', ja: 'スライドは見えますか。' },
                  ],
                  task: {
                    ja: 'スライドが見えるかどうかを答えましょう。',
                    en: 'Say whether you can see the slides.',
                  },
                  hints: ['Yes', 'see', 'No', 'not yet'],
                  answers: [
                    {
                      accept: [
                        'Yes, I can see them.',
                        'Yes, I can.',
                        'Yes, I can see the slides.',
                        'Yes, they look fine.',
                      ],
                      next: 'launch',
                    },
                    {
                      accept: [
                        "No, I can't see them.",
                        "No, I can't.",
                        'Not yet.',
                        "No, I can't see the slides.",
                        'No, not yet.',
                      ],
                      next: 'retry',
                    },
                  ],
                },
                {
                  key: 'retry',
                  bot: [
                    {
                      en: 'Sorry about that. Let me try again.',
                      ja: 'すみません。もう一度やってみます。',
                    },
                    { en: 'How about now?', ja: '今はどうですか。' },
                  ],
                  task: {
                    ja: '「今は見えます、ありがとう」と答えましょう。',
                    en: 'Say you can see them now, and thank them.',
                  },
                  hints: ['now', 'see', 'thanks'],
                  answers: [
                    {
                      accept: [
                        'Yes, I can see them now. Thanks.',
                        'Yes, I can see them now.',
                        'Now I can see them. Thanks.',
                        'I can see them now, thanks.',
                        'Yes, now I can.',
                      ],
                    },
                  ],
                },
                {
                  key: 'launch',
                  bot: [
                    {
                      en: 'Today we need to decide the launch date for the new app.',
                      ja: '今日は新しいアプリの発売日を決める必要があります。',
                    },
                  ],
                  task: {
                    ja: '4月を提案しましょう（「4月はどうでしょうか」）。',
                    en: 'Suggest April for the launch.',
                  },
                  hints: ['How about', 'April', 'suggest'],
                  answers: [
                    {
                      accept: [
                        'How about April?',
                        'What about April?',
                        'How about in April?',
                        'I suggest April.',
                        "I'd suggest April.",
                        "Why don't we launch it in April?",
                      ],
                    },
                  ],
                },
                {
                  key: 'reason',
                  bot: [{ en: 'Why April?', ja: 'なぜ4月なんですか。' }],
                  task: {
                    ja: '3月は忙しすぎるからだと説明しましょう。',
                    en: 'Explain that March is too busy.',
                  },
                  hints: ['Because', 'too busy', 'March'],
                  answers: [
                    {
                      accept: [
                        "Because we're too busy in March.",
                        'Because we are too busy in March.',
                        'Because March is too busy.',
                        'March is too busy for us.',
                        'We are too busy in March.',
                        "We're too busy in March.",
                      ],
                    },
                  ],
                },
                {
                  key: 'schedule',
                  bot: [
                    {
                      en: 'That makes sense. Could you send me the schedule after the meeting?',
                      ja: 'なるほど。会議のあとでスケジュールを送ってもらえますか。',
                    },
                  ],
                  task: {
                    ja: '「はい、今日中に送ります」と答えましょう。',
                    en: 'Say yes, you will send it today.',
                  },
                  hints: ['Sure', 'send', 'by the end of today'],
                  answers: [
                    {
                      accept: [
                        "Sure, I'll send it by the end of today.",
                        "Sure. I'll send it today.",
                        "Of course. I'll send it by the end of the day.",
                        "Yes, I'll send it to you today.",
                        'Sure, I will send it today.',
                      ],
                    },
                  ],
                },
              ],
              closing: [
                {
                  en: 'Perfect. Thanks for your time. Talk soon!',
                  ja: '完璧です。お時間ありがとうございました。ではまた！',
                },
              ],
            },
            {
              type: 2,
              key: 'openingMeetingDemo',
              intro: {
                en: 'Ms. Clark opens the weekly team meeting.',
                ja: 'クラークさんが週1回のチーム会議を始めます。',
              },
              speakers: { msClark: SPEAKER.msClark, alex: SPEAKER.alex },
              lines: [
                {
                  speaker: 'msClark',
                  en: "Good morning, everyone. Let's get started.",
                  ja: '皆さん、おはようございます。始めましょう。',
                },
                {
                  speaker: 'msClark',
                  en: "The purpose of today's meeting is to review last month's sales.",
                  ja: '今日の会議の目的は、先月の売上を確認することです。',
                },
                {
                  speaker: 'msClark',
                  en: 'We have three items on the agenda.',
                  ja: '議題は3つあります。',
                },
                {
                  speaker: 'alex',
                  en: 'Sorry to interrupt, but could we also talk about the budget?',
                  ja: 'お話し中すみませんが、予算についても話し合えますか。',
                },
                {
                  speaker: 'msClark',
                  en: "Good point. Let's add it as the last item.",
                  ja: 'いい指摘ですね。最後の議題として加えましょう。',
                },
                {
                  speaker: 'msClark',
                  en: 'Alex, could you start with the sales figures?',
                  ja: 'アレックス、売上の数字から始めてもらえますか。',
                },
                {
                  speaker: 'alex',
                  en: 'Sure. Please take a look at the first slide.',
                  ja: 'もちろんです。最初のスライドをご覧ください。',
                },
              ],
            },
          ],
        },
        {
          key: 'sounding-clear',
          title: 'Sounding Clear',
          exercises: [
            {
              type: 6,
              key: 'businessStressPronunciation',
              items: [
                { word: 'develop', ja: '開発する', ipa: ['d', 'ɪ', 'v', 'ɛ', 'l', 'ə', 'p'] },
                {
                  word: 'presentation',
                  ja: 'プレゼンテーション',
                  ipa: ['p', 'ɹ', 'ɛ', 'z', 'ə', 'n', 't', 'eɪ', 'ʃ', 'ə', 'n'],
                },
                { word: 'agenda', ja: '議題', ipa: ['ɐ', 'dʒ', 'ɛ', 'n', 'd', 'ə'] },
                { word: 'deadline', ja: '締め切り', ipa: ['d', 'ɛ', 'd', 'l', 'aɪ', 'n'] },
                { word: 'colleague', ja: '同僚', ipa: ['k', 'ɑː', 'l', 'iː', 'ɡ'] },
                { word: 'percent', ja: 'パーセント', ipa: ['p', 'ɚ', 's', 'ɛ', 'n', 't'] },
                { word: 'manager', ja: '部長・管理者', ipa: ['m', 'æ', 'n', 'ɪ', 'dʒ', 'ɚ'] },
                { word: 'analysis', ja: '分析', ipa: ['ɐ', 'n', 'æ', 'l', 'ə', 's', 'ɪ', 's'] },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'email',
      title: 'Email',
      sections: [
        {
          key: 'phrases',
          title: 'Useful Phrases',
          exercises: [
            {
              type: 9,
              key: 'emailPhrasesTyping',
              sentences: [
                { en: 'Thank you for your quick reply.', ja: '早速のご返信ありがとうございます。' },
                {
                  en: 'I am writing to ask about your new product line.',
                  ja: '貴社の新製品についてお伺いしたく、ご連絡いたしました。',
                },
                { en: 'Please find the attached file.', ja: '添付ファイルをご確認ください。' },
                { en: 'I look forward to hearing from you.', ja: 'ご連絡をお待ちしております。' },
                {
                  en: 'Please let me know if you have any questions.',
                  ja: 'ご不明な点がございましたらお知らせください。',
                },
              ],
            },
            {
              type: 12,
              key: 'politeRequestsTranslationDrill',
              questions: [
                {
                  ja: '資料を送っていただけますか。',
                  answers: [
                    'Could you send me the documents?',
                    'Could you please send me the documents?',
                    'Would you send me the documents?',
                  ],
                },
                {
                  ja: '会議を金曜日に変更することは可能でしょうか。',
                  answers: [
                    'Would it be possible to move the meeting to Friday?',
                    'Could we move the meeting to Friday?',
                  ],
                },
                {
                  ja: '明日までにご確認いただけると助かります。',
                  answers: [
                    'I would appreciate it if you could check it by tomorrow.',
                    "I'd appreciate it if you could check it by tomorrow.",
                  ],
                },
                {
                  ja: 'ご都合のよい時間を教えてください。',
                  answers: [
                    'Please let me know a convenient time for you.',
                    'Please let me know what time is convenient for you.',
                  ],
                },
                {
                  ja: '少しお時間をいただけますか。',
                  answers: [
                    'Could I have a few minutes of your time?',
                    'Do you have a minute?',
                    'Do you have a moment?',
                  ],
                },
              ],
            },
          ],
        },
        {
          key: 'clients',
          title: 'Writing to Clients',
          exercises: [
            {
              type: 11,
              key: 'emailTranslationQuiz',
              questions: [
                {
                  ja: 'お返事が遅くなり申し訳ありません。',
                  answers: [
                    "I'm sorry for the late reply.",
                    'I am sorry for the late reply.',
                    'Sorry for the late reply.',
                    "I'm sorry for my late reply.",
                    'I apologize for the late reply.',
                    'I apologize for the delay in replying.',
                  ],
                  hints: ['sorry', 'late reply'],
                },
                {
                  ja: '見積書を添付いたします。',
                  answers: [
                    'I have attached the estimate.',
                    "I've attached the estimate.",
                    'Please find the estimate attached.',
                    'Please find the attached estimate.',
                    'I have attached the quote.',
                    "I've attached the quote.",
                    'Attached is the estimate.',
                  ],
                  hints: ['attached', 'estimate'],
                },
                {
                  ja: '納品日は5月10日です。',
                  answers: [
                    'The delivery date is May 10.',
                    'The delivery date is May 10th.',
                    'The delivery date is May tenth.',
                    'The delivery date is the tenth of May.',
                  ],
                  hints: ['delivery date', 'May'],
                },
                {
                  ja: 'ご質問があれば、お気軽にご連絡ください。',
                  answers: [
                    'If you have any questions, please feel free to contact me.',
                    'Please feel free to contact me if you have any questions.',
                    'If you have any questions, feel free to contact me.',
                    'If you have any questions, please feel free to contact us.',
                    'Please feel free to contact us if you have any questions.',
                  ],
                  hints: ['feel free', 'contact', 'questions'],
                },
                {
                  ja: '会議の日程を変更させてください。',
                  answers: [
                    'I would like to reschedule the meeting.',
                    "I'd like to reschedule the meeting.",
                    'Let me reschedule the meeting.',
                    'Please let me reschedule the meeting.',
                  ],
                  hints: ['reschedule', 'meeting'],
                },
              ],
            },
            {
              type: 13,
              key: 'replyToClientWriting',
              prompts: [
                {
                  en: 'Your client, Mr. Lee, asked if your company can deliver 500 units by June 1. You can deliver only 300 units by June 1 and the other 200 by June 15. Write a polite reply.',
                  ja: '取引先のリー様から、6月1日までに500個納品できるかという問い合わせがありました。6月1日までに納品できるのは300個で、残りの200個は6月15日までになります。丁寧な返信を書きましょう。',
                  minWords: 50,
                  maxWords: 120,
                  phrases: [
                    'Thank you for your inquiry.',
                    'Unfortunately, ...',
                    'We would be able to ...',
                    'Please let us know if ...',
                    'We apologize for any inconvenience.',
                    'Best regards,',
                  ],
                  model:
                    'Dear Mr. Lee,\n\nThank you for your inquiry about your order. Unfortunately, we cannot deliver all 500 units by June 1. We would be able to deliver 300 units by June 1 and the remaining 200 units by June 15. Please let us know if this schedule works for you. We apologize for any inconvenience.\n\nBest regards,\nHaru Sato',
                },
              ],
            },
          ],
        },
      ],
    },
  ],
};
