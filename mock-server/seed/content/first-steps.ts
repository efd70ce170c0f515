import { SPEAKER } from './speakers';
import type { CourseSource } from './source-types';

// First Steps in English (CEFR-J Pre A1): greetings, names, everyday things, numbers, colours.

export const firstSteps: CourseSource = {
  key: 'firstSteps',
  chapters: [
    {
      key: 'hello',
      title: 'Hello!',
      sections: [
        {
          key: 'greetings',
          title: 'Greetings',
          exercises: [
            {
              type: 2,
              key: 'helloGoodbyeDemo',
              intro: {
                en: 'Ms. Green meets Sota in the morning and after school.',
                ja: 'グリーン先生が、朝と放課後にソウタと会います。',
              },
              speakers: { msGreen: SPEAKER.msGreen, sota: SPEAKER.sota },
              lines: [
                { speaker: 'msGreen', en: 'Good morning, Sota.', ja: 'おはよう、ソウタ。' },
                {
                  speaker: 'sota',
                  en: 'Good morning, Ms. Green.',
                  ja: 'おはようございます、グリーン先生。',
                },
                { speaker: 'msGreen', en: 'How are you today?', ja: '今日の調子はどう？' },
                {
                  speaker: 'sota',
                  en: "I'm fine, thank you. And you?",
                  ja: '元気です、ありがとうございます。先生は？',
                },
                { speaker: 'msGreen', en: "I'm great, thanks.", ja: 'とても元気よ、ありがとう。' },
                {
                  speaker: 'sota',
                  en: 'Goodbye, Ms. Green. See you tomorrow.',
                  ja: 'さようなら、グリーン先生。また明日。',
                },
                {
                  speaker: 'msGreen',
                  en: 'Goodbye, Sota. Have a nice evening.',
                  ja: 'さようなら、ソウタ。よい夜をね。',
                },
              ],
            },
            {
              type: 4,
              key: 'greetingWordsVocabulary',
              items: [
                {
                  word: 'hello',
                  ja: 'こんにちは',
                  wrong: ['さようなら', 'ありがとう', 'ごめんなさい'],
                },
                {
                  word: 'goodbye',
                  ja: 'さようなら',
                  wrong: ['こんにちは', 'おやすみなさい', 'はじめまして'],
                },
                {
                  word: 'thank you',
                  ja: 'ありがとう',
                  wrong: ['すみません', 'どういたしまして', 'おはよう'],
                },
                {
                  word: 'sorry',
                  ja: 'ごめんなさい',
                  wrong: ['ありがとう', 'お願いします', 'こんばんは'],
                },
                {
                  word: 'please',
                  ja: 'お願いします',
                  wrong: ['ごめんなさい', 'さようなら', 'いただきます'],
                },
                {
                  word: 'good morning',
                  ja: 'おはよう',
                  wrong: ['こんばんは', 'おやすみなさい', 'こんにちは'],
                },
                {
                  word: 'good night',
                  ja: 'おやすみなさい',
                  wrong: ['おはよう', 'こんばんは', 'また明日'],
                },
                {
                  word: "you're welcome",
                  ja: 'どういたしまして',
                  wrong: ['ありがとう', 'はじめまして', 'いってきます'],
                },
              ],
            },
          ],
        },
        {
          key: 'my-name',
          title: 'My Name',
          exercises: [
            {
              type: 1,
              key: 'whatsYourNameChat',
              scene: {
                image: 'park',
                alt: 'A sunny park with trees and a bench',
                text: {
                  en: 'You meet a new friend in the park. You are Haru, and you are thirteen.',
                  ja: '公園で新しい友達に会います。あなたは13歳の「ハル」です。',
                },
              },
              bot: SPEAKER.james,
              turns: [
                {
                  key: 'name',
                  bot: [
                    { en: 'Hello! My name is James.', ja: 'こんにちは！ぼくの名前はジェームズ。' },
                    { en: "What's your name?", ja: 'きみの名前は？' },
                  ],
                  task: {
                    ja: '「ハルです」と名前を言いましょう。',
                    en: 'Tell him your name: Haru.',
                  },
                  hints: ["I'm", 'My name is', 'Haru'],
                  answers: [
                    {
                      accept: [
                        "I'm Haru.",
                        'My name is Haru.',
                        "Hello, I'm Haru.",
                        "Hi, I'm Haru.",
                        'Hello, my name is Haru.',
                        'I am Haru.',
                        'Haru.',
                      ],
                    },
                  ],
                },
                {
                  key: 'howAreYou',
                  bot: [
                    { en: 'Nice to meet you, Haru. How are you?', ja: 'よろしくね、ハル。元気？' },
                  ],
                  task: {
                    ja: '「元気です、ありがとう」と答えましょう。',
                    en: 'Say you are fine and thank him.',
                  },
                  hints: ['fine', 'thank you'],
                  answers: [
                    {
                      accept: [
                        "I'm fine, thank you.",
                        'Fine, thank you.',
                        "I'm fine, thanks.",
                        "I'm good, thank you.",
                        'Fine, thanks.',
                        "I'm fine.",
                      ],
                    },
                  ],
                },
                {
                  key: 'age',
                  bot: [{ en: 'How old are you?', ja: '何歳？' }],
                  task: {
                    ja: '13歳だと答えましょう。',
                    en: 'Say you are thirteen.',
                  },
                  hints: ["I'm", 'thirteen', 'years old'],
                  answers: [
                    {
                      accept: [
                        "I'm thirteen.",
                        "I'm thirteen years old.",
                        'I am thirteen years old.',
                        'I am thirteen.',
                        'Thirteen.',
                        "I'm 13.",
                        "I'm 13 years old.",
                      ],
                    },
                  ],
                },
                {
                  key: 'likeDogs',
                  bot: [
                    {
                      en: 'I like dogs. Do you like dogs?',
                      ja: 'ぼくは犬が好きなんだ。きみは犬が好き？',
                    },
                  ],
                  task: {
                    ja: '犬が好きかどうか答えましょう。',
                    en: 'Say whether you like dogs.',
                  },
                  hints: ['Yes, I do.', "No, I don't."],
                  answers: [
                    {
                      accept: [
                        'Yes, I do.',
                        'Yes, I like dogs.',
                        'Yes, I do. I like dogs.',
                        'Yes.',
                      ],
                      next: 'myDog',
                    },
                    {
                      accept: [
                        "No, I don't.",
                        'No, I like cats.',
                        "No, I don't. I like cats.",
                        'No.',
                      ],
                      next: 'cats',
                    },
                  ],
                },
                {
                  key: 'myDog',
                  bot: [
                    {
                      en: "Me too! My dog's name is Max.",
                      ja: 'ぼくも！うちの犬の名前はマックスだよ。',
                    },
                  ],
                  task: {
                    ja: '「かわいいね！」と言いましょう。',
                    en: 'Say that they are cute.',
                  },
                  hints: ['cute'],
                  answers: [
                    {
                      accept: ["That's cute!", 'Cute!', 'How cute!', 'Cool!', 'Nice!'],
                      next: 'bye',
                    },
                  ],
                },
                {
                  key: 'cats',
                  bot: [
                    {
                      en: 'Oh, you like cats! Cats are cute, too.',
                      ja: 'そうか、ねこが好きなんだね！ねこもかわいいよね。',
                    },
                  ],
                  task: {
                    ja: '「うん、そうだね」と答えましょう。',
                    en: 'Say yes, you agree.',
                  },
                  hints: ['Yes', 'they are'],
                  answers: [
                    {
                      accept: ['Yes, they are.', 'Yes, they are cute.', 'Yes.', 'Yeah, they are.'],
                    },
                  ],
                },
                {
                  key: 'bye',
                  bot: [
                    {
                      en: "Oh, it's five o'clock. I have to go. Bye!",
                      ja: 'あ、5時だ。帰らなきゃ。じゃあね！',
                    },
                  ],
                  task: {
                    ja: '「さようなら、ジェームズ」と言いましょう。',
                    en: 'Say goodbye to James.',
                  },
                  hints: ['Goodbye', 'Bye', 'See you'],
                  answers: [
                    {
                      accept: [
                        'Goodbye, James.',
                        'Bye, James.',
                        'Bye!',
                        'Goodbye!',
                        'See you, James.',
                        'See you!',
                      ],
                    },
                  ],
                },
              ],
              closing: [{ en: 'See you again, Haru!', ja: 'またね、ハル！' }],
            },
          ],
        },
      ],
    },
    {
      key: 'around-me',
      title: 'Things Around Me',
      sections: [
        {
          key: 'food-animals',
          title: 'Food and Animals',
          exercises: [
            {
              type: 8,
              key: 'fruitAndFoodPictures',
              items: [
                { word: 'apple', ja: 'りんご', image: 'apple' },
                { word: 'banana', ja: 'バナナ', image: 'banana' },
                { word: 'orange', ja: 'オレンジ', image: 'orange' },
                { word: 'grapes', ja: 'ぶどう', image: 'grapes' },
                { word: 'bread', ja: 'パン', image: 'bread' },
                { word: 'egg', ja: '卵', image: 'egg' },
                { word: 'milk', ja: '牛乳', image: 'milk' },
                { word: 'rice', ja: 'ご飯', image: 'rice' },
              ],
            },
            {
              type: 8,
              key: 'animalPictures',
              items: [
                { word: 'cat', ja: 'ねこ', image: 'cat' },
                { word: 'dog', ja: '犬', image: 'dog' },
                { word: 'rabbit', ja: 'うさぎ', image: 'rabbit' },
                { word: 'bird', ja: '鳥', image: 'bird' },
                { word: 'fish', ja: '魚', image: 'fish' },
                { word: 'elephant', ja: 'ゾウ', image: 'elephant' },
              ],
            },
          ],
        },
        {
          key: 'numbers-colours',
          title: 'Numbers and Colours',
          exercises: [
            {
              type: 5,
              key: 'numbersListening',
              items: [
                {
                  word: 'thirteen',
                  ja: '13',
                  wrong: [
                    { word: 'thirty', ja: '30' },
                    { word: 'three', ja: '3' },
                    { word: 'thirty-three', ja: '33' },
                  ],
                },
                {
                  word: 'forty',
                  ja: '40',
                  wrong: [
                    { word: 'fourteen', ja: '14' },
                    { word: 'four', ja: '4' },
                    { word: 'forty-four', ja: '44' },
                  ],
                },
                {
                  word: 'fifteen',
                  ja: '15',
                  wrong: [
                    { word: 'fifty', ja: '50' },
                    { word: 'five', ja: '5' },
                    { word: 'fifty-five', ja: '55' },
                  ],
                },
                {
                  word: 'sixty',
                  ja: '60',
                  wrong: [
                    { word: 'sixteen', ja: '16' },
                    { word: 'six', ja: '6' },
                    { word: 'sixty-six', ja: '66' },
                  ],
                },
                {
                  word: 'seventeen',
                  ja: '17',
                  wrong: [
                    { word: 'seventy', ja: '70' },
                    { word: 'seven', ja: '7' },
                    { word: 'seventy-seven', ja: '77' },
                  ],
                },
                {
                  word: 'eighty',
                  ja: '80',
                  wrong: [
                    { word: 'eighteen', ja: '18' },
                    { word: 'eight', ja: '8' },
                    { word: 'eighty-eight', ja: '88' },
                  ],
                },
                {
                  word: 'nineteen',
                  ja: '19',
                  wrong: [
                    { word: 'ninety', ja: '90' },
                    { word: 'nine', ja: '9' },
                    { word: 'ninety-nine', ja: '99' },
                  ],
                },
                {
                  word: 'twenty',
                  ja: '20',
                  wrong: [
                    { word: 'twelve', ja: '12' },
                    { word: 'two', ja: '2' },
                    { word: 'twenty-two', ja: '22' },
                  ],
                },
              ],
            },
            {
              type: 6,
              key: 'coloursPronunciation',
              items: [
                { word: 'red', ja: '赤', ipa: ['ɹ', 'ɛ', 'd'] },
                { word: 'blue', ja: '青', ipa: ['b', 'l', 'uː'] },
                { word: 'green', ja: '緑', ipa: ['ɡ', 'ɹ', 'iː', 'n'] },
                { word: 'yellow', ja: '黄色', ipa: ['j', 'ɛ', 'l', 'oʊ'] },
                { word: 'purple', ja: '紫', ipa: ['p', 'ɜː', 'p', 'əl'] },
                { word: 'orange', ja: 'オレンジ色', ipa: ['ɔ', 'ɹ', 'ɪ', 'n', 'dʒ'] },
                { word: 'white', ja: '白', ipa: ['w', 'aɪ', 't'] },
                { word: 'black', ja: '黒', ipa: ['b', 'l', 'æ', 'k'] },
              ],
            },
          ],
        },
      ],
    },
  ],
};
