// The provider states of the pact files: every situation an interaction needs the backend to be
// in, by name. The consumer specs name them in `given(...)`; a provider sets each one up when the
// verifier asks (the mock backend in mock-server/seed/provider-states.ts, a real backend behind
// its state-setup URL, see pact/README.md) and answers with the values listed in STATE_PROVIDES.
// Renaming a state breaks every backend that verifies these pacts: add new names instead.

export const STATE = {
  nobodySignedIn: 'nobody is signed in',
  maintenanceActive: 'maintenance is active',
  /** Params: {email, password}. */
  memberHasPassword: 'an organisation member has an account with a password',
  /** Params: {email, tmpPassword}. */
  memberHasTmpPassword: 'an invited organisation member has a temporary password',
  /** Params: {email}. */
  memberInvited: 'an invited organisation member has an invitation link',
  /** Params: {email}. */
  memberRequestedReset: 'an organisation member has a password reset link',
  hanaCanUseSso: 'hana can sign in with single sign-on',
  hanaSignedIn: 'hana is signed in to Sakura JHS',
  hanaSignedInWithAiConversation: 'hana is signed in to Sakura JHS with the AI conversation on',
  /** Answers also who she is and her organisation: the tags of a push subscription name them. */
  hanaSignedInForPush: 'hana is signed in to Sakura JHS and can subscribe to pushes',
  /** Another organisation's course (with a vocabulary drill), assignment and live class. */
  otherOrganisationResources:
    'hana is signed in and Kaisha Trading Co. has a course with a vocabulary drill, an assignment and a live class',
  hanaBookmarkedCourse: 'hana has bookmarked a course',
  hanaCanSeeUnbookmarkedCourse: 'hana can see a course she has not bookmarked',
  /** A course of which hana finished some exercises (with a trophy) and never played others. */
  hanaPlayedPartOfCourse: 'hana has played part of a course',
  /** An overdue assignment with one exercise finished (bronze) and others not started. */
  hanaHasOverdueAssignment: 'hana has an overdue assignment',
  hanaFinishedExercise: 'hana has finished an exercise',
  /** A class of hana's group under way, in limited mode, held by no device yet. */
  liveClassInLimitedMode: 'hana’s class is live in limited mode',
  liveSessionOwnedByAnotherDevice: 'a live session owned by another device',
  /** hana's class in limited mode, three classmates' devices holding their own lessons, not hers. */
  liveClassJoinedByClassmates: 'classmates of hana have joined her class in limited mode',
  /**
   * hana's class locked to a typing drill and a chat (in that order): she has finished the drill
   * in the class (every sentence right) and started the chat.
   */
  hanaDidPartOfLiveClass: 'hana has finished one exercise of her live class and started another',
  // Exercises of courses hana can see. "Started": a test session of it is open and it is her first
  // run (she has no earlier runs of it); problemUuid is its first problem (card), answer a correct
  // answer to it.
  hanaCanOpenVocabularyDrill: 'hana can open a vocabulary drill',
  hanaStartedChat: 'hana has started a chat exercise',
  hanaStartedDictation: 'hana has started a dictation exercise',
  hanaStartedVocabularyDrill: 'hana has started a vocabulary drill',
  hanaStartedPronunciationDrill: 'hana has started a pronunciation drill',
  /** A practice run (startPracticeMode) of a vocabulary drill she has just done in test mode. */
  hanaPractisingVocabularyDrill: 'hana is practising a vocabulary drill',
  hanaStartedTranslationQuiz: 'hana has started a translation quiz',
  hanaStartedWriting: 'hana has started a writing exercise',
  hanaStartedDemo: 'hana has started a demo exercise',
  /** problemUuid is a word of the sentence (practice page), answer that word. */
  hanaStartedSentenceReading: 'hana has started a single sentence reading exercise',
  /** problemUuid is the sentence, answer what the recogniser heard of it (every word). */
  hanaReadingSentenceAloud: 'hana is reading the sentence of a single sentence reading exercise',
  // Sessions with answers logged, for ends judged against them.
  /** Her first run of a chat, three turns answered right along the talk (no other answer). */
  hanaAnsweredChatRight: 'hana has answered three turns of a chat exercise right',
  /**
   * Her first run of a typing drill: its first problem answered right, its second wrong;
   * problemUuid is its third problem (not answered yet), answer a wrong answer to it.
   */
  hanaAnsweredPartOfTypingDrill: 'hana has answered part of a typing drill',
  // Personalised practice of vocabulary (drill type 4).
  hanaHasVocabularyToPractise: 'hana has vocabulary drill items to practise',
  hanaHasPersonalisedCardSet: 'hana has a personalised vocabulary card set',
  /** Her first such session; problemUuid is its first card, answer the card's correct option id. */
  hanaStartedPersonalisedPractice: 'hana has started personalised vocabulary practice',
  /** Her first such session, of one card, answered right. */
  hanaAnsweredPersonalisedPractice: 'hana has answered her personalised vocabulary practice right',
  // The console's pact (eigo-console with eigo-mock-control): a teacher's classes.
  /** The demo world as it starts (2-A has no class; 2-B one tomorrow). */
  demoWorld: 'the demo world',
  /**
   * A class of 2-A under way (40 more minutes), locked to nothing; courseUuid and exerciseUuid
   * name an exercise of a course its school can open.
   */
  classOf2AUnderWay: 'a class of 2-A is under way',
  /** A class of 2-A the teacher has ended (kept, over). */
  classOf2AOver: 'a class of 2-A is over',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/**
 * The values a state setup answers with. The verifier injects them into the recorded requests
 * (`fromProviderState('${authToken}', …)`), so a backend uses its own tokens and ids.
 */
export type ProviderValueName =
  | 'authToken'
  | 'aliasUuid'
  | 'invitationToken'
  | 'resetToken'
  | 'ssoToken'
  | 'courseUuid'
  | 'assignmentId'
  | 'logId'
  | 'sessionId'
  | 'limitedModeId'
  | 'exerciseUuid'
  | 'cardSetUuid'
  | 'problemUuid'
  | 'answer'
  | 'sentenceIndex'
  | 'userUuid'
  | 'orgHash';

export type ProviderValues = Partial<Record<ProviderValueName, string | number>>;

const SIGNED_IN = ['authToken', 'aliasUuid'] as const;
const EXERCISE = [...SIGNED_IN, 'courseUuid', 'exerciseUuid'] as const;
const STARTED = [...EXERCISE, 'logId', 'problemUuid'] as const;

/** What each state's setup must answer with (an empty list: an empty JSON object). */
export const STATE_PROVIDES: Record<StateName, readonly ProviderValueName[]> = {
  [STATE.nobodySignedIn]: [],
  [STATE.maintenanceActive]: [],
  [STATE.memberHasPassword]: [],
  [STATE.memberHasTmpPassword]: [],
  [STATE.memberInvited]: ['invitationToken'],
  [STATE.memberRequestedReset]: ['resetToken'],
  [STATE.hanaCanUseSso]: ['ssoToken'],
  [STATE.hanaSignedIn]: SIGNED_IN,
  [STATE.hanaSignedInWithAiConversation]: SIGNED_IN,
  [STATE.hanaSignedInForPush]: [...SIGNED_IN, 'userUuid', 'orgHash'],
  [STATE.otherOrganisationResources]: [...EXERCISE, 'assignmentId', 'sessionId'],
  [STATE.hanaBookmarkedCourse]: [...SIGNED_IN, 'courseUuid'],
  [STATE.hanaCanSeeUnbookmarkedCourse]: [...SIGNED_IN, 'courseUuid'],
  [STATE.hanaPlayedPartOfCourse]: [...SIGNED_IN, 'courseUuid'],
  [STATE.hanaHasOverdueAssignment]: [...SIGNED_IN, 'assignmentId'],
  [STATE.hanaFinishedExercise]: [...SIGNED_IN, 'logId'],
  [STATE.liveClassInLimitedMode]: [...SIGNED_IN, 'sessionId', 'limitedModeId'],
  [STATE.liveSessionOwnedByAnotherDevice]: [...SIGNED_IN, 'sessionId'],
  [STATE.liveClassJoinedByClassmates]: [...SIGNED_IN, 'sessionId'],
  [STATE.hanaDidPartOfLiveClass]: [...SIGNED_IN, 'sessionId', 'limitedModeId'],
  [STATE.hanaCanOpenVocabularyDrill]: [...EXERCISE, 'cardSetUuid'],
  [STATE.hanaStartedChat]: [...STARTED, 'answer'],
  [STATE.hanaStartedDictation]: [...STARTED, 'answer', 'sentenceIndex'],
  [STATE.hanaStartedVocabularyDrill]: [...STARTED, 'answer'],
  [STATE.hanaStartedPronunciationDrill]: STARTED,
  [STATE.hanaPractisingVocabularyDrill]: [...STARTED, 'answer'],
  [STATE.hanaStartedTranslationQuiz]: [...STARTED, 'answer'],
  [STATE.hanaStartedWriting]: STARTED,
  [STATE.hanaStartedDemo]: STARTED,
  [STATE.hanaStartedSentenceReading]: [...STARTED, 'answer'],
  [STATE.hanaReadingSentenceAloud]: [...STARTED, 'answer'],
  [STATE.hanaAnsweredChatRight]: [...EXERCISE, 'logId'],
  [STATE.hanaAnsweredPartOfTypingDrill]: [...STARTED, 'answer'],
  [STATE.hanaHasVocabularyToPractise]: SIGNED_IN,
  [STATE.hanaHasPersonalisedCardSet]: [...SIGNED_IN, 'cardSetUuid', 'problemUuid'],
  [STATE.hanaStartedPersonalisedPractice]: [...SIGNED_IN, 'logId', 'problemUuid', 'answer'],
  [STATE.hanaAnsweredPersonalisedPractice]: [...SIGNED_IN, 'logId'],
  [STATE.demoWorld]: [],
  [STATE.classOf2AUnderWay]: ['sessionId', 'courseUuid', 'exerciseUuid'],
  [STATE.classOf2AOver]: ['sessionId'],
};

/** The body of a state-setup request (sent by the verifier to the state-setup URL). */
export type StateSetupRequest = {
  state: string;
  params?: Record<string, unknown>;
  action: 'setup' | 'teardown';
};
