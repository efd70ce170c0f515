import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  endExercise,
  getExercise,
  logExerciseAnswer,
  startExercise,
  startPracticeMode,
  submitConversationAnswer,
  submitDictationAnswer,
  submitDrillAnswer,
  submitTranslationQuizAnswer,
  submitWritingAnswer,
} from '../../src/api/generated/endpoints/exercises/exercises';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { vocabularyDrillDetails, vocabularyQuestion } from './support/drill-content';
import {
  answerTo,
  EXAMPLE_ANSWER_TO,
  goldFirstRun,
  raisedLearnStatus,
} from './support/exercise-session';
import {
  aliasHeaders,
  apiError,
  EXAMPLE,
  fromState,
  json,
  oneOf,
  problem,
  queryRequest,
  request,
  SIGNED_IN,
  statePath,
} from './support/requests';

const { boolean, eachLike, integer, string, uuid } = MatchersV3;

const pact = createConsumerPact('exercises');

type ExerciseType = Parameters<typeof getExercise>[1];

/** The path of an exercise operation: the course and exercise from the state, the type fixed. */
const exercisePath = (type: ExerciseType, operation = '') =>
  statePath(`/api/v1/exercises/\${courseUuid}/${type}/\${exerciseUuid}/${operation}`);

/** The same exercise as the client names it (the examples). */
const exercise = (type: ExerciseType) => [EXAMPLE.courseUuid, type, EXAMPLE.exerciseUuid] as const;

const { logId, problemUuid } = answerTo;

/** The result of a drill answer: what was submitted, the card's raised status, the correction. */
const drillResult = (submittedAnswer: unknown, correction: unknown) =>
  json({ submittedAnswer, learnStatus: raisedLearnStatus, correction });

const CHAT_ANSWER = 'Nice to meet you, too.';

describe('exercises', () => {
  it('getExercise: a vocabulary drill with its card pages', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaCanOpenVocabularyDrill)
      .uponReceiving('a request for a vocabulary drill')
      .withRequest('GET', exercisePath(4), queryRequest(aliasHeaders, { lang: 'ja' }))
      .willRespondWith(200, json(vocabularyDrillDetails(uuid(EXAMPLE.cardSetUuid))))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const details = await getExercise(...exercise(4), { lang: 'ja' });
        expect(details.exercise.type).toBe(4);
      });
  });

  it('getExercise: 404 for an exercise of another organisation', async () => {
    await pact
      .addInteraction()
      .given(STATE.otherOrganisationResources)
      .uponReceiving('a request for an exercise of another organisation')
      .withRequest('GET', exercisePath(4), queryRequest(aliasHeaders, { lang: 'ja' }))
      .willRespondWith(404, problem(404))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(getExercise(...exercise(4), { lang: 'ja' }))).status).toBe(404);
      });
  });

  it('startExercise: a drill run answers its questions', async () => {
    const body = { cardSetUuid: EXAMPLE.cardSetUuid, schoolGrade: 12 as const, problemCount: 10 };
    await pact
      .addInteraction()
      .given(STATE.hanaCanOpenVocabularyDrill)
      .uponReceiving('a start of a vocabulary drill')
      .withRequest(
        'POST',
        exercisePath(4, 'start/'),
        request(aliasHeaders, { ...body, cardSetUuid: fromState('cardSetUuid') }),
      )
      .willRespondWith(
        200,
        json({ logId: integer(EXAMPLE.logId), questions: eachLike(vocabularyQuestion) }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const run = await startExercise(...exercise(4), body);
        expect(run.questions?.[0]?.type).toBe(4);
      });
  });

  it('startExercise: a chat run answers its log id only', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedChat)
      .uponReceiving('a start of a chat exercise')
      .withRequest('POST', exercisePath(1, 'start/'), request(aliasHeaders, {}))
      .willRespondWith(200, json({ logId: integer(EXAMPLE.logId) }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect(await startExercise(...exercise(1), {})).toEqual({ logId: EXAMPLE.logId });
      });
  });

  it('startPracticeMode: practises chosen cards after a test run', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedVocabularyDrill)
      .uponReceiving('a start of practice mode of a vocabulary drill')
      .withRequest(
        'POST',
        exercisePath(4, 'start/practice-mode/'),
        request(aliasHeaders, { problemUuids: [problemUuid], logId }),
      )
      .willRespondWith(200, json({ logId: integer(EXAMPLE.logId + 1) }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const practice = await startPracticeMode(...exercise(4), {
          problemUuids: [EXAMPLE.problemUuid],
          logId: EXAMPLE.logId,
        });
        expect(practice.logId).toBe(EXAMPLE.logId + 1);
      });
  });

  it('startPracticeMode: practises cards chosen on the overview, following no run', async () => {
    await pact
      .addInteraction()
      // The state names the drill and a card of it; its open test run is not named here.
      .given(STATE.hanaStartedVocabularyDrill)
      .uponReceiving('a start of practice mode of cards chosen on the overview, with no log id')
      .withRequest(
        'POST',
        exercisePath(4, 'start/practice-mode/'),
        request(aliasHeaders, { problemUuids: [problemUuid] }),
      )
      .willRespondWith(200, json({ logId: integer(EXAMPLE.logId) }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const practice = await startPracticeMode(...exercise(4), {
          problemUuids: [EXAMPLE.problemUuid],
        });
        expect(practice.logId).toBe(EXAMPLE.logId);
      });
  });

  it('logExerciseAnswer: a demo line, logged but not judged', async () => {
    const body = { answer: 'Hello, nice to meet you.', skipped: false, responseTime: 2400 };
    await pact
      .addInteraction()
      .given(STATE.hanaStartedDemo)
      .uponReceiving('an answer to a demo line')
      .withRequest('POST', exercisePath(2, 'log/'), request(aliasHeaders, { ...answerTo, ...body }))
      .willRespondWith(
        200,
        json({
          problemUuid: uuid(EXAMPLE.problemUuid),
          isCorrect: null,
          retry: 0,
          learnStatus: null,
          correction: null,
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const logged = await logExerciseAnswer(...exercise(2), { ...EXAMPLE_ANSWER_TO, ...body });
        expect(logged.isCorrect).toBeNull();
      });
  });

  it('logExerciseAnswer: the sentence of single sentence reading, as it was recognised', async () => {
    const heard = "Let's take a picnic lunch to the park this Sunday if the weather is nice.";
    await pact
      .addInteraction()
      .given(STATE.hanaReadingSentenceAloud)
      .uponReceiving('the recognised reading of a single sentence reading sentence')
      .withRequest(
        'POST',
        exercisePath(10, 'log/'),
        request(aliasHeaders, { ...answerTo, answer: fromState('answer', heard), skipped: false }),
      )
      .willRespondWith(
        200,
        json({
          problemUuid: uuid(EXAMPLE.problemUuid),
          isCorrect: boolean(true),
          retry: 0,
          learnStatus: null,
          correction: null,
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const logged = await logExerciseAnswer(...exercise(10), {
          ...EXAMPLE_ANSWER_TO,
          answer: heard,
          skipped: false,
        });
        expect(logged.isCorrect).toBe(true);
      });
  });

  it('logExerciseAnswer: a word of single sentence reading practised on its own', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedSentenceReading)
      .uponReceiving('an answer to a word of single sentence reading practice')
      .withRequest(
        'POST',
        exercisePath(10, 'log/'),
        request(
          aliasHeaders,
          { ...answerTo, answer: fromState('answer', 'park'), skipped: false },
          { wordPronunciationPractice: '1' },
        ),
      )
      .willRespondWith(
        200,
        json({
          problemUuid: uuid(EXAMPLE.problemUuid),
          isCorrect: boolean(true),
          retry: 0,
          learnStatus: null,
          correction: null,
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const logged = await logExerciseAnswer(
          ...exercise(10),
          { ...EXAMPLE_ANSWER_TO, answer: 'park', skipped: false },
          { wordPronunciationPractice: 1 },
        );
        expect(logged.retry).toBe(0);
      });
  });

  it('endExercise: ends a first run with its counts', async () => {
    const counts = { numCorrectAnswers: 3, numIncorrectAnswers: 0, numSkipped: 0 };
    await pact
      .addInteraction()
      .given(STATE.hanaAnsweredChatRight)
      .uponReceiving('the end of a chat exercise with all answers correct')
      .withRequest('POST', exercisePath(1, 'end/'), request(aliasHeaders, { logId, ...counts }))
      .willRespondWith(
        200,
        json(goldFirstRun({ correctCount: 3, incorrectCount: 0, skippedCount: 0 })),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await endExercise(...exercise(1), { logId: EXAMPLE.logId, ...counts });
        expect(result.trophy).toBe(3);
      });
  });

  it('logExerciseAnswer: a wrong typed answer sent with an Idempotency-Key, with its correction', async () => {
    const body = { answer: fromState('answer', 'Not the sentence at all.'), skipped: false };
    const KEY = '5b0e7c1a-2f4d-4e8b-9a6c-3d1f0e2b4a7c';
    await pact
      .addInteraction()
      .given(STATE.hanaAnsweredPartOfTypingDrill)
      .uponReceiving('a wrong answer to a typing drill problem with an Idempotency-Key')
      .withRequest(
        'POST',
        exercisePath(9, 'log/'),
        request({ ...aliasHeaders, 'Idempotency-Key': KEY }, { ...answerTo, ...body }),
      )
      .willRespondWith(
        200,
        json({
          problemUuid: uuid(EXAMPLE.problemUuid),
          isCorrect: false,
          retry: 0,
          learnStatus: null,
          correction: string('I have a club meeting after school.'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const logged = await logExerciseAnswer(
          ...exercise(9),
          { ...EXAMPLE_ANSWER_TO, answer: 'Not the sentence at all.', skipped: false },
          undefined,
          { headers: { 'Idempotency-Key': KEY } },
        );
        expect(logged.correction).toEqual(expect.any(String));
      });
  });

  it('endExercise: counts that disagree with the logged answers are refused (400)', async () => {
    const counts = { numCorrectAnswers: 10, numIncorrectAnswers: 0, numSkipped: 0 };
    await pact
      .addInteraction()
      .given(STATE.hanaAnsweredPartOfTypingDrill)
      .uponReceiving('the end of a typing drill with counts that disagree with its logged answers')
      .withRequest('POST', exercisePath(9, 'end/'), request(aliasHeaders, { logId, ...counts }))
      .willRespondWith(400, problem(400, ['numCorrectAnswers', 'numIncorrectAnswers']))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const error = await apiError(
          endExercise(...exercise(9), { logId: EXAMPLE.logId, ...counts }),
        );
        expect(error.firstError('numCorrectAnswers')).toEqual(expect.any(String));
      });
  });

  it('endExercise: ends single sentence reading with its score', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedSentenceReading)
      .uponReceiving('the end of single sentence reading with a score')
      .withRequest(
        'POST',
        exercisePath(10, 'end/'),
        request(aliasHeaders, { logId, totalScore: 95 }),
      )
      .willRespondWith(
        200,
        json(
          goldFirstRun({
            correctCount: integer(0),
            incorrectCount: integer(0),
            skippedCount: integer(0),
          }),
        ),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await endExercise(...exercise(10), { logId: EXAMPLE.logId, totalScore: 95 });
        expect(result.trophy).toBe(3);
      });
  });

  it('submitConversationAnswer: a right answer moves the chat on', async () => {
    const rawInputs = {
      text: CHAT_ANSWER,
      displayText: CHAT_ANSWER,
      maskedDisplayText: CHAT_ANSWER,
      lexical: 'nice to meet you too',
      maskedLexical: 'nice to meet you too',
      pronScore: 88,
      utteranceUrl: null,
      seconds: 1.8,
    };
    const answer = fromState('answer', CHAT_ANSWER);
    await pact
      .addInteraction()
      .given(STATE.hanaStartedChat)
      .uponReceiving('a right answer to a chat problem')
      .withRequest(
        'POST',
        exercisePath(1, 'conversation-answer/'),
        request(aliasHeaders, {
          ...answerTo,
          repeated: false,
          answer,
          displayAnswer: answer,
          responseTime: 3200,
          rawInputs,
        }),
      )
      // closeness and correction (how near a miss came) are optional in the contract and left
      // out here: pact has no "may be absent" matcher, and the app does without them (a miss
      // then says only "say it once more"), so a backend that does not measure misses passes.
      .willRespondWith(
        200,
        json({
          isCorrect: true,
          transition: true,
          nextProblemUuid: uuid('c2d3e4f5-a6b7-4c8d-9e0f-1a2b3c4d5e6f'),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitConversationAnswer(...exercise(1), {
          ...EXAMPLE_ANSWER_TO,
          repeated: false,
          answer: CHAT_ANSWER,
          displayAnswer: CHAT_ANSWER,
          responseTime: 3200,
          rawInputs,
        });
        expect(result.transition).toBe(true);
      });
  });

  it('submitDictationAnswer: a right sentence is revealed', async () => {
    const SENTENCE = 'I walk to school every day.';
    const fixed = {
      question: 'Write the sentence you hear.',
      retry: 0,
      userActions: [{ action: 'PLAY_AUDIO' as const, elapsedMs: 1200 }],
    };
    await pact
      .addInteraction()
      .given(STATE.hanaStartedDictation)
      .uponReceiving('a right answer to a dictation sentence')
      .withRequest(
        'POST',
        exercisePath(3, 'dictation-answer/'),
        request(aliasHeaders, {
          ...answerTo,
          answer: [{ text: fromState('answer', SENTENCE), fixed: false }],
          sentenceIndex: fromState('sentenceIndex'),
          ...fixed,
        }),
      )
      .willRespondWith(
        200,
        json({
          isCorrect: true,
          correction: null,
          sentence: string(SENTENCE),
          attemptsLeft: integer(2),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDictationAnswer(...exercise(3), {
          ...EXAMPLE_ANSWER_TO,
          answer: [{ text: SENTENCE, fixed: false }],
          sentenceIndex: EXAMPLE.sentenceIndex,
          ...fixed,
        });
        expect(result.sentence).toBe(SENTENCE);
      });
  });

  it('submitDrillAnswer: the right option of a vocabulary card', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedVocabularyDrill)
      .uponReceiving('a right answer to a vocabulary card')
      .withRequest(
        'POST',
        exercisePath(4, 'drill-answer/'),
        request(aliasHeaders, { uuid: problemUuid, logId, answer: fromState('answer') }),
      )
      .willRespondWith(200, drillResult(string('b'), null))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDrillAnswer(...exercise(4), {
          uuid: EXAMPLE.problemUuid,
          logId: EXAMPLE.logId,
          answer: EXAMPLE.answer,
        });
        expect(result.correction).toBeNull();
      });
  });

  it('submitDrillAnswer: a skipped card (without logId) is corrected', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedVocabularyDrill)
      .uponReceiving('a skipped vocabulary card')
      .withRequest(
        'POST',
        exercisePath(4, 'drill-answer/'),
        request(aliasHeaders, { uuid: problemUuid, skipped: true, retry: 0 }),
      )
      .willRespondWith(200, drillResult(null, string('b')))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDrillAnswer(...exercise(4), {
          uuid: EXAMPLE.problemUuid,
          skipped: true,
          retry: 0,
        });
        expect(result.submittedAnswer).toBeNull();
      });
  });

  it('submitDrillAnswer: an answer in a practice run (practice=1)', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaPractisingVocabularyDrill)
      .uponReceiving('a right answer to a vocabulary card in practice mode')
      .withRequest(
        'POST',
        exercisePath(4, 'drill-answer/'),
        request(
          aliasHeaders,
          { uuid: problemUuid, logId, answer: fromState('answer') },
          { practice: '1' },
        ),
      )
      .willRespondWith(200, drillResult(string('b'), null))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDrillAnswer(
          ...exercise(4),
          { uuid: EXAMPLE.problemUuid, logId: EXAMPLE.logId, answer: EXAMPLE.answer },
          { practice: 1 },
        );
        expect(result.correction).toBeNull();
      });
  });

  it('submitDrillAnswer: a pronunciation card with too few correct phones', async () => {
    const body = {
      audio: 'https://storage.example/recordings/pact-drill.wav',
      retry: 0,
      evaluation: [{ ipa: 'x', isCorrect: false }],
    };
    await pact
      .addInteraction()
      .given(STATE.hanaStartedPronunciationDrill)
      .uponReceiving('a wrong evaluation of a pronunciation card')
      .withRequest(
        'POST',
        exercisePath(6, 'drill-answer/'),
        request(aliasHeaders, { uuid: problemUuid, logId, ...body }),
      )
      .willRespondWith(200, drillResult('x', string('ɹɛd')))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDrillAnswer(...exercise(6), {
          uuid: EXAMPLE.problemUuid,
          logId: EXAMPLE.logId,
          ...body,
        });
        expect(result.correction).toBe('ɹɛd');
      });
  });

  it('submitDrillAnswer: a pronunciation card whose evaluation failed (pettFailed)', async () => {
    const body = { audio: null, retry: 0, pettFailed: true as const };
    await pact
      .addInteraction()
      .given(STATE.hanaStartedPronunciationDrill)
      .uponReceiving('a pronunciation card whose evaluation failed')
      .withRequest(
        'POST',
        exercisePath(6, 'drill-answer/'),
        request(aliasHeaders, { uuid: problemUuid, logId, ...body }),
      )
      .willRespondWith(200, drillResult(null, string('ɹɛd')))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitDrillAnswer(...exercise(6), {
          uuid: EXAMPLE.problemUuid,
          logId: EXAMPLE.logId,
          ...body,
        });
        expect(result.submittedAnswer).toBeNull();
      });
  });

  it('submitTranslationQuizAnswer: a right translation', async () => {
    const TRANSLATION = 'I play tennis every Sunday.';
    await pact
      .addInteraction()
      .given(STATE.hanaStartedTranslationQuiz)
      .uponReceiving('a right answer to a translation quiz')
      .withRequest(
        'POST',
        exercisePath(11, 'translation-answer/'),
        request(aliasHeaders, {
          ...answerTo,
          answer: fromState('answer', TRANSLATION),
          responseTime: 5100,
        }),
      )
      .willRespondWith(200, json({ isCorrect: true, correction: null }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitTranslationQuizAnswer(...exercise(11), {
          ...EXAMPLE_ANSWER_TO,
          answer: TRANSLATION,
          responseTime: 5100,
        });
        expect(result.isCorrect).toBe(true);
      });
  });

  it('submitWritingAnswer: counts the words and gives feedback', async () => {
    // At least the prompt's minWords (25): a shorter draft is refused with 422. The result's
    // optional slips (issues), notSentences and modelAnswers are not pinned: the mock sends them,
    // a backend without a checker may leave them out and the app shows what it gets.
    const text =
      'My name is Hana. I like tennis and I play it every Sunday with my friends. This year, I want to join the school team and win a match.';
    await pact
      .addInteraction()
      .given(STATE.hanaStartedWriting)
      .uponReceiving('a free writing answer')
      .withRequest(
        'POST',
        exercisePath(13, 'writing-answer/'),
        request(aliasHeaders, { ...answerTo, text }),
      )
      .willRespondWith(
        200,
        json({
          wordCount: integer(30),
          feedback: eachLike({
            code: oneOf(
              [
                'TOO_SHORT',
                'TOO_LONG',
                'GOOD_LENGTH',
                'CAPITAL_LETTER',
                'END_PUNCTUATION',
                'LOWERCASE_I',
                'REPEATED_WORD',
                'USED_PHRASE',
              ],
              'GOOD_LENGTH',
            ),
            message: string('ちょうどよい長さです。'),
          }),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await submitWritingAnswer(...exercise(13), { ...EXAMPLE_ANSWER_TO, text });
        expect(result.wordCount).toBe(30);
      });
  });
});
