import type { ProviderValues } from './provider-state-names';
import type { ExerciseDetails } from '../../src/api/generated/model/exerciseDetails';
import type { ExerciseLogRef } from '../../src/api/generated/model/exerciseLogRef';
import type { StartExerciseResponse } from '../../src/api/generated/model/startExerciseResponse';
import { exercisesHandlers } from '../handlers/exercises';
import { practiceHandlers } from '../handlers/practice';
import {
  exerciseContents,
  problemOf,
  testProblemUuids,
  type ExerciseContentRecord,
  type ProblemKey,
} from '../db/exercise-content';
import { ORG } from './demo-identities';
import { EXERCISE_TYPE, orgCanSeeCourse } from './content-catalogue';
import {
  asUser,
  call,
  forgetHanasRuns,
  must,
  signInHana,
  type SignedIn,
} from './provider-state-support';

// Provider states of the exercises and practice tags: sessions started through the mock's own
// exercise and practice handlers, for hana in Sakura JHS. A started exercise is her first run of
// it (her earlier runs of it are forgotten), so its end has no previous best trophy.

type Kind<K extends ProblemKey['kind']> = Extract<ProblemKey, { kind: K }>;

const base = (record: ExerciseContentRecord) =>
  `/exercises/${record.courseUuid}/${record.type}/${record.uuid}`;

/** An exercise of this type in a course hana's organisation can see (and passing `fits`). */
function exerciseOfType(
  type: number,
  fits: (record: ExerciseContentRecord) => boolean = () => true,
) {
  const record = exerciseContents
    .all()
    .find((r) => r.type === type && orgCanSeeCourse(ORG.sakura.hash, r.courseUuid) && fits(r));
  return must(record, `exercise of type ${type} for Sakura JHS`);
}

function problem<K extends ProblemKey['kind']>(
  record: ExerciseContentRecord,
  uuid: string | undefined,
  kind: K,
): Kind<K> {
  const key = uuid === undefined ? undefined : problemOf(record, uuid);
  if (key?.kind !== kind)
    throw new Error(`provider state: ${record.title} has no ${kind} problem ${uuid}`);
  return key as Kind<K>;
}

const firstTestProblem = <K extends ProblemKey['kind']>(record: ExerciseContentRecord, kind: K) =>
  problem(record, testProblemUuids(record)[0], kind);

/** Forgets hana's earlier runs of the exercise and starts a test session of it. */
async function startFirstRun(
  record: ExerciseContentRecord,
  signedIn: SignedIn,
): Promise<StartExerciseResponse> {
  await forgetHanasRuns(record.uuid);
  return call(exercisesHandlers, 'POST', `${base(record)}/start/`, {
    body: {},
    headers: asUser(signedIn),
  });
}

type Started = { record: ExerciseContentRecord; values: ProviderValues & { logId: number } };

async function started(
  type: number,
  fits?: (record: ExerciseContentRecord) => boolean,
): Promise<Started & { questions: StartExerciseResponse['questions'] }> {
  const signedIn = await signInHana();
  const record = exerciseOfType(type, fits);
  const { logId, questions } = await startFirstRun(record, signedIn);
  return {
    record,
    questions,
    values: { ...signedIn, courseUuid: record.courseUuid, exerciseUuid: record.uuid, logId },
  };
}

async function startedDrill(type: number) {
  const { record, questions, values } = await started(type);
  return { record, values, card: must(questions?.[0], 'drill card').uuid };
}

export const exerciseStateSetups = {
  canOpenVocabularyDrill: async (): Promise<ProviderValues> => {
    const record = exerciseOfType(EXERCISE_TYPE.DRILL_VOCABULARY);
    return {
      ...(await signInHana()),
      courseUuid: record.courseUuid,
      exerciseUuid: record.uuid,
      cardSetUuid: record.cardSetUuid,
    };
  },
  startedChat: async (): Promise<ProviderValues> => {
    // A chat of two turns at least, so that a right answer moves on to a next problem.
    const { record, values } = await started(
      EXERCISE_TYPE.CHAT,
      (r) => testProblemUuids(r).length >= 2,
    );
    const chat = firstTestProblem(record, 'chat');
    return {
      ...values,
      problemUuid: chat.problemUuid,
      answer: must(chat.answers[0]?.accepted[0], 'chat answer'),
    };
  },
  startedDictation: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.DICTATION);
    const dictation = firstTestProblem(record, 'dictation');
    return {
      ...values,
      problemUuid: dictation.problemUuid,
      answer: dictation.expected,
      sentenceIndex: dictation.sentenceIndex,
    };
  },
  startedVocabularyDrill: async (): Promise<ProviderValues> => {
    const { record, values, card } = await startedDrill(EXERCISE_TYPE.DRILL_VOCABULARY);
    return {
      ...values,
      problemUuid: card,
      answer: problem(record, card, 'choice').correctOptionId,
    };
  },
  startedPronunciationDrill: async (): Promise<ProviderValues> => {
    const { values, card } = await startedDrill(EXERCISE_TYPE.DRILL_PRONUNCIATION);
    return { ...values, problemUuid: card };
  },
  practisingVocabularyDrill: async (): Promise<ProviderValues> => {
    const { record, values, card } = await startedDrill(EXERCISE_TYPE.DRILL_VOCABULARY);
    const practice = await call<ExerciseLogRef>(
      exercisesHandlers,
      'POST',
      `${base(record)}/start/practice-mode/`,
      {
        body: { problemUuids: [card], logId: values.logId },
        headers: asUser(values as SignedIn),
      },
    );
    return {
      ...values,
      logId: practice.logId,
      problemUuid: card,
      answer: problem(record, card, 'choice').correctOptionId,
    };
  },
  startedTranslationQuiz: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.QUIZ_TRANSLATION);
    const sentence = firstTestProblem(record, 'sentence');
    return {
      ...values,
      problemUuid: sentence.problemUuid,
      answer: must(sentence.accepted[0], 'accepted translation'),
    };
  },
  startedWriting: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.WRITING);
    return { ...values, problemUuid: firstTestProblem(record, 'writing').problemUuid };
  },
  startedDemo: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.DEMO);
    return { ...values, problemUuid: firstTestProblem(record, 'listen').problemUuid };
  },
  startedSentenceReading: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.SINGLE_SENTENCE_READING);
    const word = must(
      record.problems.find((p) => p.practiceOnly),
      'word of a sentence to practise',
    );
    return { ...values, problemUuid: word.problemUuid, answer: word.expected };
  },
  readingSentenceAloud: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.SINGLE_SENTENCE_READING);
    const sentence = must(
      record.problems.find((p) => !p.practiceOnly),
      'the sentence to read aloud',
    );
    return { ...values, problemUuid: sentence.problemUuid, answer: sentence.expected };
  },
};

/** The turns of a chat a learner answering right goes through, in order. */
function rightPath(record: ExerciseContentRecord): Kind<'chat'>[] {
  const order = testProblemUuids(record);
  const path: Kind<'chat'>[] = [];
  let uuid: string | undefined = order[0];
  while (uuid !== undefined && !path.some((turn) => turn.problemUuid === uuid)) {
    const turn = problemOf(record, uuid);
    if (turn?.kind !== 'chat') break;
    path.push(turn);
    uuid = turn.answers[0]!.nextProblemUuid ?? order[order.indexOf(uuid) + 1];
  }
  return path;
}

/** Logs a right answer to each of these chat turns through submitConversationAnswer. */
async function answerChatRight(
  record: ExerciseContentRecord,
  values: Started['values'],
  turns: Kind<'chat'>[],
): Promise<void> {
  for (const turn of turns) {
    const answer = must(turn.answers[0]?.accepted[0], 'chat answer');
    await call(exercisesHandlers, 'POST', `${base(record)}/conversation-answer/`, {
      body: {
        logId: values.logId,
        problemUuid: turn.problemUuid,
        repeated: false,
        answer,
        displayAnswer: answer,
        responseTime: 3000,
        rawInputs: {
          text: answer,
          displayText: answer,
          maskedDisplayText: answer,
          lexical: answer.toLowerCase(),
          maskedLexical: answer.toLowerCase(),
          pronScore: 90,
          utteranceUrl: null,
          seconds: 2,
        },
      },
      headers: asUser(values as SignedIn),
    });
  }
}

/** Logs one answer through logExerciseAnswer. */
function logAnswer(
  record: ExerciseContentRecord,
  values: Started['values'],
  problemUuid: string,
  answer: string,
) {
  return call(exercisesHandlers, 'POST', `${base(record)}/log/`, {
    body: { logId: values.logId, problemUuid, answer, skipped: false },
    headers: asUser(values as SignedIn),
  });
}

export const answeredStateSetups = {
  answeredChatRight: async (): Promise<ProviderValues> => {
    const { record, values } = await started(EXERCISE_TYPE.CHAT, (r) => rightPath(r).length >= 3);
    await answerChatRight(record, values, rightPath(record).slice(0, 3));
    return values;
  },
  answeredPartOfTypingDrill: async (): Promise<ProviderValues> => {
    const { record, values } = await started(
      EXERCISE_TYPE.DRILL_TYPING,
      (r) => testProblemUuids(r).length >= 3,
    );
    const [right, wrong, next] = testProblemUuids(record).map((uuid) =>
      problem(record, uuid, 'sentence'),
    );
    await logAnswer(record, values, right!.problemUuid, right!.expected);
    await logAnswer(record, values, wrong!.problemUuid, 'Not the sentence at all.');
    return { ...values, problemUuid: next!.problemUuid, answer: 'Not the sentence at all.' };
  },
};

const PERSONALISED_VOCABULARY = `/personalized-exercises/${EXERCISE_TYPE.DRILL_VOCABULARY}`;

/** A personalised vocabulary card set of hana's, made by getPersonalizedExercise. */
async function personalisedCardSet(signedIn: SignedIn) {
  const details = await call<ExerciseDetails>(
    practiceHandlers,
    'GET',
    `${PERSONALISED_VOCABULARY}/`,
    {
      headers: asUser(signedIn),
    },
  );
  const card = must(
    details.exercise.pages
      .flatMap((page) => page.body)
      .find((item) => item.type === 'DRILL_VOCABULARY'),
    'personalised vocabulary card',
  );
  return { cardSetUuid: details.exercise.cardSetUuid, problemUuid: card.question.uuid };
}

export const practiceStateSetups = {
  answeredPersonalisedPractice: async (): Promise<ProviderValues> => {
    const values = await practiceStateSetups.startedPersonalisedPractice();
    await call(practiceHandlers, 'POST', `${PERSONALISED_VOCABULARY}/log/`, {
      body: {
        logId: values.logId,
        problemUuid: values.problemUuid,
        answer: values.answer,
        skipped: false,
      },
      headers: asUser(values as SignedIn),
    });
    return { authToken: values.authToken, aliasUuid: values.aliasUuid, logId: values.logId };
  },
  hasPersonalisedCardSet: async (): Promise<ProviderValues> => {
    const signedIn = await signInHana();
    return { ...signedIn, ...(await personalisedCardSet(signedIn)) };
  },
  startedPersonalisedPractice: async (): Promise<ProviderValues> => {
    const signedIn = await signInHana();
    // Her first personalised vocabulary run, so its end has no previous best trophy.
    await forgetHanasRuns(
      (log) => log.mode === 'personalized' && log.exerciseType === EXERCISE_TYPE.DRILL_VOCABULARY,
    );
    const { cardSetUuid, problemUuid } = await personalisedCardSet(signedIn);
    const { logId } = await call<ExerciseLogRef>(
      practiceHandlers,
      'POST',
      `${PERSONALISED_VOCABULARY}/start/`,
      {
        body: { cardSetUuid, problemUuids: [problemUuid], schoolGrade: 12 },
        headers: asUser(signedIn),
      },
    );
    const record = must(
      exerciseContents.all().find((r) => problemOf(r, problemUuid)),
      `exercise of card ${problemUuid}`,
    );
    return {
      ...signedIn,
      logId,
      problemUuid,
      answer: problem(record, problemUuid, 'choice').correctOptionId,
    };
  },
};
