import { releaseNotes, type ReleaseNoteRecord } from '../db/release-notes';

// The release history of the learner apps (web up to 1.22.20, the version in package.json), in
// Japanese and English. Dates are real release days, not relative to the clock.

type Note = Omit<ReleaseNoteRecord, 'scope'>;

const WEB: Note[] = [
  {
    version: '1.20.0',
    date: '2025-04-01',
    body: {
      ja: '新年度に合わせて課題一覧を一新しました。年度（4月〜3月）と状態で絞り込めるようになり、締切の月ごとにまとめて表示します。',
      en: 'The assignment list has been redesigned for the new school year. You can now filter by academic year (April to March) and by status, and assignments are grouped by the month they are due.',
    },
  },
  {
    version: '1.20.3',
    date: '2025-05-13',
    body: {
      ja: '一部のAndroid端末で録音が途中で止まる問題を修正しました。',
      en: 'Fixed recordings stopping part-way on some Android devices.',
    },
  },
  {
    version: '1.20.7',
    date: '2025-06-24',
    body: {
      ja: 'ディクテーションで、アポストロフィや大文字・小文字の違いだけの回答を正解として扱うようにしました。\n\n聞き直しボタンの反応を改善しました。',
      en: 'Dictation now accepts answers that differ only in apostrophes or capital letters.\n\nThe replay button responds more quickly.',
    },
  },
  {
    version: '1.21.0',
    date: '2025-07-22',
    body: {
      ja: '学習履歴に「スキル」画面を追加しました。話す・聞く・読む・書くの4技能ごとに、最近の成績を確認できます。',
      en: 'Learning history has a new Skills screen showing your recent results for speaking, listening, reading and writing.',
    },
  },
  {
    version: '1.21.2',
    date: '2025-09-02',
    body: {
      ja: '単語ドリルで「覚えた」バッジの数が正しく表示されないことがある問題を修正しました。',
      en: 'Fixed the learned-badge count sometimes showing the wrong number in vocabulary drills.',
    },
  },
  {
    version: '1.21.5',
    date: '2025-10-07',
    body: {
      ja: 'アプリで授業を受けられるようになりました。先生が授業を始めると、指定された練習だけに取り組む「限定モード」に切り替わります。',
      en: 'You can now take part in classes in the app. When your teacher starts a class, the app switches to limited mode and shows only the exercises the teacher chose.',
    },
  },
  {
    version: '1.21.9',
    date: '2025-11-18',
    body: {
      ja: '別の端末で同じ授業を開いたときに、どちらの端末で続けるか選べるようになりました。',
      en: 'If you open the same class on another device, you can now choose which device to continue on.',
    },
  },
  {
    version: '1.22.0',
    date: '2026-01-13',
    body: {
      ja: 'コース検索に英検とTOEICのレベル絞り込みを追加しました。CEFR-Jのレベルに対応づけて表示します。',
      en: 'Course search can now filter by Eiken grade and TOEIC score, matched to CEFR-J levels.',
    },
  },
  {
    version: '1.22.4',
    date: '2026-02-17',
    body: {
      ja: '会話練習でヒントを表示したときに、音声が重なって再生される問題を修正しました。',
      en: 'Fixed audio playing twice when showing hints in chat exercises.',
    },
  },
  {
    version: '1.22.8',
    date: '2026-04-01',
    body: {
      ja: '2026年度が始まりました。課題一覧の年度の初期値を新年度に切り替えています。',
      en: 'The 2026 school year has begun: the assignment list now shows the new year by default.',
    },
  },
  {
    version: '1.22.11',
    date: '2026-05-19',
    body: {
      ja: '通信が不安定な環境向けに、音声認識の「ベーシック」接続を設定から選べるようにしました。フィルタリングソフトで接続できない場合にお試しください。',
      en: 'You can now choose the Basic speech-recognition connection in Settings. Try it if filtering software blocks the recommended Turbo connection.',
    },
  },
  {
    version: '1.22.14',
    date: '2026-06-30',
    body: {
      ja: 'ホーム画面でブックマークしたコースとおすすめのコースを表示するようになりました。',
      en: 'The home screen now shows your bookmarked courses and courses recommended for you.',
    },
  },
  {
    version: '1.22.16',
    date: '2026-08-25',
    body: {
      ja: '英作文の練習を追加しました。書いた英文の語数と、先生役からのコメントが表示されます。',
      en: 'New writing exercises: see the word count of what you wrote and feedback on it.',
    },
  },
  {
    version: '1.22.18',
    date: '2026-09-29',
    body: {
      ja: '発音ドリルの判定を改善し、雑音の多い教室でも無音と判定されにくくなりました。',
      en: 'Pronunciation drills judge recordings more reliably in noisy classrooms and mistake fewer of them for silence.',
    },
  },
  {
    version: '1.22.20',
    date: '2026-10-27',
    body: {
      ja: '画面の読み上げソフトへの対応を改善しました。\n\nそのほか、細かな不具合を修正しました。',
      en: 'Better support for screen readers.\n\nPlus minor bug fixes.',
    },
  },
];

const IOS: Note[] = [
  {
    version: '4.0.0',
    date: '2026-03-10',
    body: {
      ja: 'iOSアプリを全面的に作り直しました。録音と再生がより安定します。',
      en: 'The iOS app has been rebuilt from the ground up, with steadier recording and playback.',
    },
  },
  {
    version: '4.0.1',
    date: '2026-04-14',
    body: {
      ja: '一部の機能が使えない問題を修正しました。App Storeから更新してください。',
      en: 'Fixed some features being unavailable. Please update from the App Store.',
    },
  },
];

const ANDROID: Note[] = [
  {
    version: '3.8.0',
    date: '2026-05-26',
    body: {
      ja: 'プッシュ通知で課題の締切をお知らせするようになりました。',
      en: 'Push notifications now remind you of assignment due dates.',
    },
  },
];

export async function seedReleaseNotes(): Promise<void> {
  const scoped = [
    ...WEB.map((note) => ({ ...note, scope: 'web' as const })),
    ...IOS.map((note) => ({ ...note, scope: 'ios' as const })),
    ...ANDROID.map((note) => ({ ...note, scope: 'android' as const })),
  ];
  for (const note of scoped) await releaseNotes.insert(note);
}
