import { uuidFrom } from '../runtime/ids';
import { ORG } from './demo-identities';

// The content catalogue: every course and exercise by name, with stable uuids, so other seeds
// (course lists, assignments, history, live classes) and tests can refer to them, e.g.
// `EXERCISE.greetingsChat`, `COURSE.everydayConversation`. The chapters, sections and each
// exercise's content are in ./content/<course>.ts.

export type ExerciseTypeNumber = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13;

/** The exercise types by name (spec section 3). */
export const EXERCISE_TYPE = {
  CHAT: 1,
  DEMO: 2,
  DICTATION: 3,
  DRILL_VOCABULARY: 4,
  DRILL_LISTENING: 5,
  DRILL_PRONUNCIATION: 6,
  QUIZ_LISTENING: 7,
  PICTURE_MATCH: 8,
  DRILL_TYPING: 9,
  SINGLE_SENTENCE_READING: 10,
  QUIZ_TRANSLATION: 11,
  DRILL_TRANSLATION: 12,
  WRITING: 13,
} as const satisfies Record<string, ExerciseTypeNumber>;

const T = EXERCISE_TYPE;

export const CATEGORY_NAMES = {
  vocabulary: { en: 'Vocabulary', ja: '語彙' },
  conversation: { en: 'Conversation', ja: '会話' },
  grammar: { en: 'Grammar', ja: '文法' },
  listening: { en: 'Listening', ja: 'リスニング' },
  travel: { en: 'Travel', ja: '旅行' },
  examPreparation: { en: 'Exam preparation', ja: '試験対策' },
  business: { en: 'Business', ja: 'ビジネス' },
  writing: { en: 'Writing', ja: 'ライティング' },
} as const;
export type CategoryKey = keyof typeof CATEGORY_NAMES;

export const CATEGORY = Object.fromEntries(
  Object.keys(CATEGORY_NAMES).map((key) => [key, uuidFrom(`category:${key}`)]),
) as Record<CategoryKey, string>;

type CourseMeta = {
  title: string;
  /** The line under the title: in Japanese, the words a Japanese learner would search for. */
  subtitle: { en: string; ja: string };
  cefrj: number;
  categories: CategoryKey[];
};

/** The courses, easiest first. The cover image is /content/images/courses/<key in kebab case>.svg. */
export const COURSE_CATALOGUE = {
  firstSteps: {
    title: 'First Steps in English',
    subtitle: {
      en: 'Your first English: greetings, names, numbers and colours',
      ja: 'はじめての英語：あいさつ・名前・数と色',
    },
    cefrj: 1,
    categories: ['vocabulary', 'conversation'],
  },
  everydayConversation: {
    title: 'Everyday Conversation',
    subtitle: {
      en: 'Meeting people, talking about yourself and school life',
      ja: '毎日の英会話：自己紹介と学校生活',
    },
    cefrj: 3,
    categories: ['conversation'],
  },
  juniorHighGrammar: {
    title: 'Junior High Grammar Basics',
    subtitle: {
      en: 'The present and past tenses, can and will',
      ja: '中学英文法の基礎：現在形・過去形・can と will',
    },
    cefrj: 4,
    categories: ['grammar'],
  },
  travelEnglish: {
    title: 'Travel English',
    subtitle: {
      en: 'English for your travels: the airport, the hotel and the town',
      ja: '旅行で使える英語：空港・ホテル・街で',
    },
    cefrj: 5,
    categories: ['conversation', 'travel'],
  },
  eikenPre2: {
    title: 'Eiken Grade Pre-2 Practice',
    subtitle: {
      en: 'Eiken Grade Pre-2: words, listening and writing',
      ja: '英検準2級対策：単語・リスニング・ライティング',
    },
    cefrj: 6,
    categories: ['examPreparation', 'vocabulary'],
  },
  toeic600: {
    title: 'TOEIC 600: Listening and Vocabulary',
    subtitle: {
      en: 'Aiming for 600: photos, conversations, talks and business words',
      ja: 'TOEIC 600点をめざす：リスニングとビジネス単語',
    },
    cefrj: 7,
    categories: ['examPreparation', 'listening', 'business'],
  },
  businessMeetingsEmail: {
    title: 'Business English: Meetings and Email',
    subtitle: {
      en: 'Taking part in online meetings and writing to clients',
      ja: 'ビジネス英語：オンライン会議とメール',
    },
    cefrj: 9,
    categories: ['business', 'writing'],
  },
  discussionOpinion: {
    title: 'Discussion and Opinion',
    subtitle: {
      en: 'Agreeing, disagreeing and writing an opinion essay',
      ja: 'ディスカッションと意見：賛成・反対と意見文',
    },
    cefrj: 11,
    categories: ['conversation', 'writing'],
  },
} as const satisfies Record<string, CourseMeta>;
export type CourseKey = keyof typeof COURSE_CATALOGUE;

export const COURSE = Object.fromEntries(
  Object.keys(COURSE_CATALOGUE).map((key) => [key, uuidFrom(`course:${key}`)]),
) as Record<CourseKey, string>;

type ExerciseMeta = { course: CourseKey; type: ExerciseTypeNumber; title: string };

/** Every exercise: its course, type and title. */
export const EXERCISE_CATALOGUE = {
  // First Steps in English
  helloGoodbyeDemo: { course: 'firstSteps', type: T.DEMO, title: 'Hello and Goodbye' },
  greetingWordsVocabulary: {
    course: 'firstSteps',
    type: T.DRILL_VOCABULARY,
    title: 'Greeting Words',
  },
  whatsYourNameChat: { course: 'firstSteps', type: T.CHAT, title: "What's Your Name?" },
  fruitAndFoodPictures: { course: 'firstSteps', type: T.PICTURE_MATCH, title: 'Fruit and Food' },
  animalPictures: { course: 'firstSteps', type: T.PICTURE_MATCH, title: 'Animals' },
  numbersListening: {
    course: 'firstSteps',
    type: T.DRILL_LISTENING,
    title: 'Numbers: Thirteen or Thirty?',
  },
  coloursPronunciation: { course: 'firstSteps', type: T.DRILL_PRONUNCIATION, title: 'Colours' },
  // Everyday Conversation
  greetingsChat: { course: 'everydayConversation', type: T.CHAT, title: 'Nice to Meet You' },
  introducingFriendDemo: {
    course: 'everydayConversation',
    type: T.DEMO,
    title: 'Introducing a Friend',
  },
  hobbiesChat: { course: 'everydayConversation', type: T.CHAT, title: 'What Do You Like to Do?' },
  selfIntroductionWriting: {
    course: 'everydayConversation',
    type: T.WRITING,
    title: 'Write a Self-Introduction',
  },
  schoolDayDictation: { course: 'everydayConversation', type: T.DICTATION, title: 'My School Day' },
  schoolLifeTyping: {
    course: 'everydayConversation',
    type: T.DRILL_TYPING,
    title: 'School Life Sentences',
  },
  weekendParkReading: {
    course: 'everydayConversation',
    type: T.SINGLE_SENTENCE_READING,
    title: "Let's Go to the Park",
  },
  // Junior High Grammar Basics
  beVerbTranslationDrill: {
    course: 'juniorHighGrammar',
    type: T.DRILL_TRANSLATION,
    title: 'I Am, You Are, He Is',
  },
  presentSimpleTranslationQuiz: {
    course: 'juniorHighGrammar',
    type: T.QUIZ_TRANSLATION,
    title: 'Everyday Actions',
  },
  thirdPersonTyping: {
    course: 'juniorHighGrammar',
    type: T.DRILL_TYPING,
    title: 'He Plays, She Studies',
  },
  pastFormsVocabulary: {
    course: 'juniorHighGrammar',
    type: T.DRILL_VOCABULARY,
    title: 'Past Forms of Verbs',
  },
  lastSundayDictation: { course: 'juniorHighGrammar', type: T.DICTATION, title: 'Last Sunday' },
  canTranslationDrill: {
    course: 'juniorHighGrammar',
    type: T.DRILL_TRANSLATION,
    title: 'What Can You Do?',
  },
  futurePlansTranslationQuiz: {
    course: 'juniorHighGrammar',
    type: T.QUIZ_TRANSLATION,
    title: 'Plans for Tomorrow',
  },
  // Travel English
  airportCheckInChat: {
    course: 'travelEnglish',
    type: T.CHAT,
    title: 'Checking In at the Airport',
  },
  airportAnnouncementsQuiz: {
    course: 'travelEnglish',
    type: T.QUIZ_LISTENING,
    title: 'Airport Announcements',
  },
  hotelCheckInDemo: { course: 'travelEnglish', type: T.DEMO, title: 'Checking In at the Hotel' },
  hotelRoomPictures: { course: 'travelEnglish', type: T.PICTURE_MATCH, title: 'In the Hotel Room' },
  askingTheWayDictation: { course: 'travelEnglish', type: T.DICTATION, title: 'Asking the Way' },
  travelWordsPronunciation: {
    course: 'travelEnglish',
    type: T.DRILL_PRONUNCIATION,
    title: 'Travel Words',
  },
  orderingFoodReading: {
    course: 'travelEnglish',
    type: T.SINGLE_SENTENCE_READING,
    title: 'Ordering at a Restaurant',
  },
  // Eiken Grade Pre-2 Practice
  eikenVerbsVocabulary: { course: 'eikenPre2', type: T.DRILL_VOCABULARY, title: 'Key Verbs' },
  eikenAdjectivesVocabulary: {
    course: 'eikenPre2',
    type: T.DRILL_VOCABULARY,
    title: 'Key Adjectives',
  },
  eikenConversationQuiz: {
    course: 'eikenPre2',
    type: T.QUIZ_LISTENING,
    title: 'Short Conversations',
  },
  confusingSoundsListening: {
    course: 'eikenPre2',
    type: T.DRILL_LISTENING,
    title: 'L or R? B or V?',
  },
  schoolUniformsWriting: {
    course: 'eikenPre2',
    type: T.WRITING,
    title: 'Opinion: School Uniforms',
  },
  volunteerReading: {
    course: 'eikenPre2',
    type: T.SINGLE_SENTENCE_READING,
    title: 'Volunteer Work',
  },
  // TOEIC 600
  officeItemsPictures: { course: 'toeic600', type: T.PICTURE_MATCH, title: 'Office Items' },
  questionResponseQuiz: {
    course: 'toeic600',
    type: T.QUIZ_LISTENING,
    title: 'Question and Response',
  },
  shortTalksDictation: { course: 'toeic600', type: T.DICTATION, title: 'Short Talks' },
  datesAndNumbersListening: {
    course: 'toeic600',
    type: T.DRILL_LISTENING,
    title: 'Dates, Times and Prices',
  },
  businessWordsVocabulary: {
    course: 'toeic600',
    type: T.DRILL_VOCABULARY,
    title: 'Business Vocabulary',
  },
  announcementReading: {
    course: 'toeic600',
    type: T.SINGLE_SENTENCE_READING,
    title: 'Reading an Announcement',
  },
  officeNoticesTyping: { course: 'toeic600', type: T.DRILL_TYPING, title: 'Office Notices' },
  // Business English: Meetings and Email
  joiningMeetingChat: {
    course: 'businessMeetingsEmail',
    type: T.CHAT,
    title: 'Joining an Online Meeting',
  },
  openingMeetingDemo: { course: 'businessMeetingsEmail', type: T.DEMO, title: 'Opening a Meeting' },
  businessStressPronunciation: {
    course: 'businessMeetingsEmail',
    type: T.DRILL_PRONUNCIATION,
    title: 'Word Stress in Business Words',
  },
  emailPhrasesTyping: {
    course: 'businessMeetingsEmail',
    type: T.DRILL_TYPING,
    title: 'Polite Email Phrases',
  },
  politeRequestsTranslationDrill: {
    course: 'businessMeetingsEmail',
    type: T.DRILL_TRANSLATION,
    title: 'Making Polite Requests',
  },
  emailTranslationQuiz: {
    course: 'businessMeetingsEmail',
    type: T.QUIZ_TRANSLATION,
    title: 'Writing to a Client',
  },
  replyToClientWriting: {
    course: 'businessMeetingsEmail',
    type: T.WRITING,
    title: 'Reply to a Client',
  },
  // Discussion and Opinion
  agreeingDisagreeingDemo: {
    course: 'discussionOpinion',
    type: T.DEMO,
    title: 'Agreeing and Disagreeing',
  },
  remoteWorkQuiz: {
    course: 'discussionOpinion',
    type: T.QUIZ_LISTENING,
    title: 'Podcast: Remote Work',
  },
  complexSentencesTranslationDrill: {
    course: 'discussionOpinion',
    type: T.DRILL_TRANSLATION,
    title: 'Linking Ideas',
  },
  carFreeCitiesWriting: {
    course: 'discussionOpinion',
    type: T.WRITING,
    title: 'Should Cities Ban Cars?',
  },
  climateReading: {
    course: 'discussionOpinion',
    type: T.SINGLE_SENTENCE_READING,
    title: 'A Sentence on Climate',
  },
} as const satisfies Record<string, ExerciseMeta>;
export type ExerciseKey = keyof typeof EXERCISE_CATALOGUE;

export const EXERCISE = Object.fromEntries(
  Object.keys(EXERCISE_CATALOGUE).map((key) => [key, uuidFrom(`exercise:${key}`)]),
) as Record<ExerciseKey, string>;

/**
 * The courses each organisation can see (its learners' catalogue); any other course is answered
 * 404 to its aliases. Every organisation misses some course, so the 404 can be tested.
 */
export const ORG_COURSES: Record<string, string[]> = {
  [ORG.sakura.hash]: [
    COURSE.firstSteps,
    COURSE.everydayConversation,
    COURSE.juniorHighGrammar,
    COURSE.travelEnglish,
    COURSE.eikenPre2,
  ],
  [ORG.midori.hash]: [
    COURSE.everydayConversation,
    COURSE.juniorHighGrammar,
    COURSE.eikenPre2,
    COURSE.toeic600,
    COURSE.discussionOpinion,
  ],
  [ORG.kaisha.hash]: [
    COURSE.everydayConversation,
    COURSE.travelEnglish,
    COURSE.toeic600,
    COURSE.businessMeetingsEmail,
    COURSE.discussionOpinion,
  ],
};

/** True when the organisation's learners can see the course. */
export function orgCanSeeCourse(orgHash: string, courseUuid: string): boolean {
  return ORG_COURSES[orgHash]?.includes(courseUuid) ?? false;
}
