import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// Travel English (CEFR-J A2.1): the airport, the hotel, asking the way and eating out.

export const travelEnglish: CourseSource = {
  key: 'travelEnglish',
  chapters: [
    {
      key: 'airport',
      title: 'At the Airport',
      sections: [
        {
          key: 'check-in',
          title: 'Check-in',
          exercises: [
            {
              type: 1,
              key: 'airportCheckInChat',
              scene: {
                image: 'airport',
                alt: 'An airline check-in counter with a departures board',
                text: {
                  en: 'You are at Narita Airport for your flight to London. You go to the check-in counter.',
                  ja: 'あなたはロンドン行きの便に乗るため成田空港にいます。チェックインカウンターへ行きます。',
                },
              },
              bot: SPEAKER.agent,
              turns: [
                {
                  key: 'destination',
                  bot: [
                    {
                      en: 'Good morning. Where are you flying today?',
                      ja: 'おはようございます。本日はどちらへご出発ですか。',
                    },
                  ],
                  task: {
                    ja: 'ロンドンへ行くと答えましょう。',
                    en: 'Say you are flying to London.',
                  },
                  hints: ['flying to', 'London'],
                  answers: [
                    {
                      accept: [
                        "I'm flying to London.",
                        'I am flying to London.',
                        "I'm going to London.",
                        'To London.',
                        'London.',
                        "Good morning. I'm flying to London.",
                      ],
                    },
                  ],
                },
                {
                  key: 'passport',
                  bot: [
                    { en: 'May I see your passport, please?', ja: 'パスポートを拝見できますか。' },
                  ],
                  task: {
                    ja: '「はい、どうぞ」とパスポートを渡しましょう。',
                    en: 'Hand over your passport and say "Here you are."',
                  },
                  hints: ['Here', 'you are'],
                  answers: [
                    {
                      accept: [
                        'Here you are.',
                        'Here it is.',
                        'Sure, here you are.',
                        'Yes, here you are.',
                        'Here you go.',
                        'Sure. Here it is.',
                      ],
                    },
                  ],
                },
                {
                  key: 'bags',
                  bot: [
                    {
                      en: 'Thank you. How many bags are you checking in?',
                      ja: 'ありがとうございます。お預けになる荷物はいくつですか。',
                    },
                  ],
                  task: {
                    ja: '1つ預けると答えましょう。',
                    en: 'Say you are checking one bag.',
                  },
                  hints: ['one', 'bag'],
                  answers: [
                    {
                      accept: [
                        'One bag, please.',
                        'Just one.',
                        'One.',
                        'I have one bag.',
                        'Just one bag.',
                        'One bag.',
                      ],
                    },
                  ],
                },
                {
                  key: 'seat',
                  bot: [
                    {
                      en: 'Would you like a window seat or an aisle seat?',
                      ja: '窓側と通路側、どちらのお席がよろしいですか。',
                    },
                  ],
                  task: {
                    ja: '窓側か通路側か、好きなほうを伝えましょう。',
                    en: 'Say whether you would like a window seat or an aisle seat.',
                  },
                  hints: ['window', 'aisle', 'please'],
                  answers: [
                    {
                      accept: [
                        'A window seat, please.',
                        'Window, please.',
                        'Window seat, please.',
                        "I'd like a window seat.",
                        "I'd like a window seat, please.",
                      ],
                      next: 'window',
                    },
                    {
                      accept: [
                        'An aisle seat, please.',
                        'Aisle, please.',
                        'Aisle seat, please.',
                        "I'd like an aisle seat.",
                        "I'd like an aisle seat, please.",
                      ],
                      next: 'aisle',
                    },
                  ],
                },
                {
                  key: 'window',
                  bot: [
                    {
                      en: 'Your seat is 32A, by the window. You may see Mount Fuji after take-off!',
                      ja: 'お席は窓側の32Aです。離陸後に富士山が見えるかもしれませんよ！',
                    },
                  ],
                  task: {
                    ja: '「いいですね、ありがとう」と言いましょう。',
                    en: 'Say that is great, and thank them.',
                  },
                  hints: ['great', 'thank you'],
                  answers: [
                    {
                      accept: [
                        'Great, thank you.',
                        'Great, thanks.',
                        "That's great. Thank you.",
                        'Wonderful, thank you.',
                        'Thank you.',
                      ],
                      next: 'gate',
                    },
                  ],
                },
                {
                  key: 'aisle',
                  bot: [{ en: 'Your seat is 32C, on the aisle.', ja: 'お席は通路側の32Cです。' }],
                  task: {
                    ja: 'お礼を言いましょう。',
                    en: 'Thank them.',
                  },
                  hints: ['Thank you', 'Thanks'],
                  answers: [
                    {
                      accept: [
                        'Thank you.',
                        'Thanks.',
                        'Thank you very much.',
                        'Great, thank you.',
                      ],
                    },
                  ],
                },
                {
                  key: 'gate',
                  bot: [
                    {
                      en: 'Boarding starts at ten twenty from Gate 54.',
                      ja: 'ご搭乗は10時20分から、54番ゲートで始まります。',
                    },
                  ],
                  task: {
                    ja: '「54番ゲートですね？」と確認しましょう。',
                    en: 'Check that it is Gate 54.',
                  },
                  hints: ['Gate', 'fifty-four'],
                  answers: [
                    {
                      accept: [
                        'Gate 54?',
                        'Gate fifty-four?',
                        'Gate 54, right?',
                        'Gate fifty-four, right?',
                        'Did you say Gate 54?',
                        'Did you say Gate fifty-four?',
                      ],
                    },
                  ],
                },
              ],
              closing: [
                { en: "That's right. Have a nice flight!", ja: 'そうです。よい空の旅を！' },
              ],
            },
          ],
        },
        {
          key: 'announcements',
          title: 'Announcements',
          exercises: [
            {
              type: 7,
              key: 'airportAnnouncementsQuiz',
              questions: [
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'Attention, please. Flight JL 43 to London is now boarding at Gate 54.',
                      ja: 'お知らせいたします。ロンドン行きJL43便は、ただいま54番ゲートでご搭乗を受け付けております。',
                    },
                  ],
                  question: 'Where is Flight JL 43 going?',
                  ja: 'JL43便はどこへ行きますか。',
                  options: [
                    { en: 'To London', ja: 'ロンドンへ' },
                    { en: 'To Gate 43', ja: '43番ゲートへ' },
                    { en: 'To Paris', ja: 'パリへ' },
                    { en: 'To New York', ja: 'ニューヨークへ' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'Passengers on Flight UA 8 to San Francisco, please note that your departure gate has changed from Gate 21 to Gate 35.',
                      ja: 'サンフランシスコ行きUA8便をご利用のお客さまにお知らせします。出発ゲートが21番から35番に変更になりました。',
                    },
                  ],
                  question: 'Which gate should these passengers go to now?',
                  ja: 'この便の乗客は、今どのゲートへ行くべきですか。',
                  options: [
                    { en: 'Gate 8', ja: '8番ゲート' },
                    { en: 'Gate 21', ja: '21番ゲート' },
                    { en: 'Gate 35', ja: '35番ゲート' },
                    { en: 'Gate 53', ja: '53番ゲート' },
                  ],
                  answer: 2,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'We are sorry to announce that Flight NH 205 to Frankfurt is delayed by about forty minutes because of bad weather.',
                      ja: '申し訳ございません。フランクフルト行きNH205便は、悪天候のため約40分遅れております。',
                    },
                  ],
                  question: 'Why is the flight late?',
                  ja: 'その便はなぜ遅れていますか。',
                  options: [
                    { en: 'Because of the weather', ja: '天候のため' },
                    { en: 'Because of a problem with the plane', ja: '機体の不具合のため' },
                    { en: 'Because the crew is late', ja: '乗務員が遅れているため' },
                    { en: 'Because of heavy traffic', ja: '交通渋滞のため' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'female',
                      en: 'Excuse me, where can I get a taxi?',
                      ja: 'すみません、タクシーはどこで乗れますか。',
                    },
                    {
                      voice: 'male',
                      en: 'Go down one floor on the escalator. The taxi stand is outside Exit 3.',
                      ja: 'エスカレーターで1つ下の階へ行ってください。タクシー乗り場は3番出口の外にあります。',
                    },
                  ],
                  question: 'Where is the taxi stand?',
                  ja: 'タクシー乗り場はどこですか。',
                  options: [
                    { en: 'Outside Exit 3', ja: '3番出口の外' },
                    { en: 'On the third floor', ja: '3階' },
                    { en: 'Next to the escalator', ja: 'エスカレーターの隣' },
                    { en: 'Inside the train station', ja: '駅の中' },
                  ],
                  answer: 0,
                },
                {
                  audio: [
                    {
                      voice: 'male',
                      en: 'This is the final call for passenger Mika Tanaka on Flight BA 6 to London. Please come to Gate 62 immediately.',
                      ja: 'ロンドン行きBA6便にご搭乗のタナカ・ミカさま、最終のご案内です。至急62番ゲートへお越しください。',
                    },
                  ],
                  question: 'What should Mika Tanaka do?',
                  ja: 'タナカ・ミカさんは何をすべきですか。',
                  options: [
                    { en: 'Go to Gate 62 right away', ja: 'すぐに62番ゲートへ行く' },
                    { en: 'Call the airline', ja: '航空会社に電話する' },
                    { en: 'Wait for the next flight', ja: '次の便を待つ' },
                    { en: 'Change her ticket', ja: '航空券を変更する' },
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
      key: 'hotel',
      title: 'At the Hotel',
      sections: [
        {
          key: 'arriving',
          title: 'Arriving',
          exercises: [
            {
              type: 2,
              key: 'hotelCheckInDemo',
              intro: {
                en: 'Yuki arrives at a hotel in London and checks in.',
                ja: 'ユキがロンドンのホテルに着いて、チェックインします。',
              },
              speakers: { receptionist: SPEAKER.receptionist, yuki: SPEAKER.yuki },
              lines: [
                {
                  speaker: 'receptionist',
                  en: 'Good evening. Welcome to the Park Hotel.',
                  ja: 'こんばんは。パークホテルへようこそ。',
                },
                {
                  speaker: 'yuki',
                  en: 'Hello. I have a reservation. My name is Yuki Mori.',
                  ja: 'こんにちは。予約しています。モリ・ユキです。',
                },
                {
                  speaker: 'receptionist',
                  en: 'Let me check. Yes, a single room for three nights.',
                  ja: '確認いたします。はい、シングルルームで3泊ですね。',
                },
                {
                  speaker: 'yuki',
                  en: "That's right. What time is breakfast?",
                  ja: 'そうです。朝食は何時ですか。',
                },
                {
                  speaker: 'receptionist',
                  en: 'Breakfast is from seven to ten in the restaurant next to the lobby.',
                  ja: '朝食は7時から10時まで、ロビー横のレストランでございます。',
                },
                {
                  speaker: 'yuki',
                  en: 'Is there Wi-Fi in the room?',
                  ja: '部屋にWi-Fiはありますか。',
                },
                {
                  speaker: 'receptionist',
                  en: 'Yes. The password is on your key card. Enjoy your stay.',
                  ja: 'はい。パスワードはカードキーに書いてあります。ごゆっくりお過ごしください。',
                },
              ],
            },
          ],
        },
        {
          key: 'room',
          title: 'Your Room',
          exercises: [
            {
              type: 8,
              key: 'hotelRoomPictures',
              items: [
                { word: 'bed', ja: 'ベッド', image: 'bed' },
                { word: 'towel', ja: 'タオル', image: 'towel' },
                { word: 'key', ja: '鍵', image: 'key' },
                { word: 'lamp', ja: 'ランプ', image: 'lamp' },
                { word: 'pillow', ja: 'まくら', image: 'pillow' },
                { word: 'shower', ja: 'シャワー', image: 'shower' },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'around-town',
      title: 'Around Town',
      sections: [
        {
          key: 'directions',
          title: 'Directions',
          exercises: [
            {
              type: 3,
              key: 'askingTheWayDictation',
              speaker: SPEAKER.mrBrown,
              sentences: [
                {
                  en: 'Go [straight] along this street.',
                  ja: 'この通りをまっすぐ行ってください。',
                },
                {
                  en: 'Turn [left] at the second [corner].',
                  ja: '2つ目の角を左に曲がってください。',
                },
                { en: 'The museum is [next] to the [bank].', ja: '美術館は銀行の隣にあります。' },
                {
                  en: "It's about a [five]-minute [walk] from here.",
                  ja: 'ここから歩いて5分くらいです。',
                },
                { en: "You [can't] [miss] it.", ja: 'すぐにわかりますよ。' },
              ],
            },
            {
              type: 6,
              key: 'travelWordsPronunciation',
              items: [
                { word: 'airport', ja: '空港', ipa: ['ɛɹ', 'p', 'oːɹ', 't'] },
                { word: 'passport', ja: 'パスポート', ipa: ['p', 'æ', 's', 'p', 'oːɹ', 't'] },
                { word: 'ticket', ja: '切符', ipa: ['t', 'ɪ', 'k', 'ɪ', 't'] },
                { word: 'luggage', ja: '手荷物', ipa: ['l', 'ʌ', 'ɡ', 'ɪ', 'dʒ'] },
                { word: 'hotel', ja: 'ホテル', ipa: ['h', 'oʊ', 't', 'ɛ', 'l'] },
                {
                  word: 'restaurant',
                  ja: 'レストラン',
                  ipa: ['ɹ', 'ɛ', 's', 't', 'ɹ', 'ɑː', 'n', 't'],
                },
                { word: 'museum', ja: '博物館', ipa: ['m', 'j', 'uː', 'z', 'iə', 'm'] },
                { word: 'station', ja: '駅', ipa: ['s', 't', 'eɪ', 'ʃ', 'ə', 'n'] },
              ],
            },
          ],
        },
        {
          key: 'eating-out',
          title: 'Eating Out',
          exercises: [
            {
              type: 10,
              key: 'orderingFoodReading',
              sentence: {
                en: 'Could I have the chicken salad and a glass of orange juice, please?',
                ja: 'チキンサラダとオレンジジュースを1杯いただけますか。',
              },
              words: [
                { word: 'chicken', ja: '鶏肉', ipa: ['tʃ', 'ɪ', 'k', 'ɪ', 'n'] },
                { word: 'glass', ja: 'グラス', ipa: ['ɡ', 'l', 'æ', 's'] },
                { word: 'juice', ja: 'ジュース', ipa: ['dʒ', 'uː', 's'] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
