import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  endPersonalizedExercise,
  getPersonalizedExercise,
  logPersonalizedExercise,
  startPersonalizedExercise,
} from '../../src/api/generated/endpoints/practice/practice';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import { vocabularyDrillDetails } from './support/drill-content';
import {
  answerTo,
  EXAMPLE_ANSWER_TO,
  goldFirstRun,
  raisedLearnStatus,
} from './support/exercise-session';
import {
  aliasHeaders,
  EXAMPLE,
  fromState,
  json,
  queryRequest,
  request,
  SIGNED_IN,
} from './support/requests';

const { integer, uuid } = MatchersV3;

const pact = createConsumerPact('practice');

/** Personalised practice of vocabulary, the drill type the examples use. */
const VOCABULARY = 4;
const path = (operation = '') => `/api/v1/personalized-exercises/${VOCABULARY}/${operation}`;

describe('practice', () => {
  it('getPersonalizedExercise: a card set of the learner’s weakest vocabulary', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaHasVocabularyToPractise)
      .uponReceiving('a request for a personalised vocabulary card set')
      .withRequest('GET', path(), queryRequest(aliasHeaders, { numCards: '10', schoolGrade: '12' }))
      .willRespondWith(200, json(vocabularyDrillDetails(uuid(EXAMPLE.cardSetUuid))))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const details = await getPersonalizedExercise(VOCABULARY, {
          numCards: 10,
          schoolGrade: 12,
        });
        expect(details.exercise.cardSetUuid).toBe(EXAMPLE.cardSetUuid);
      });
  });

  it('startPersonalizedExercise: starts a session over cards of the card set', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaHasPersonalisedCardSet)
      .uponReceiving('a start of personalised vocabulary practice')
      .withRequest(
        'POST',
        path('start/'),
        request(aliasHeaders, {
          cardSetUuid: fromState('cardSetUuid'),
          problemUuids: [fromState('problemUuid')],
          schoolGrade: 12,
        }),
      )
      .willRespondWith(200, json({ logId: integer(EXAMPLE.logId) }))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const session = await startPersonalizedExercise(VOCABULARY, {
          cardSetUuid: EXAMPLE.cardSetUuid,
          problemUuids: [EXAMPLE.problemUuid],
          schoolGrade: 12,
        });
        expect(session.logId).toBe(EXAMPLE.logId);
      });
  });

  it('logPersonalizedExercise: a right answer moves the card’s learned status', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaStartedPersonalisedPractice)
      .uponReceiving('a right answer in personalised vocabulary practice')
      .withRequest(
        'POST',
        path('log/'),
        request(aliasHeaders, {
          ...answerTo,
          answer: fromState('answer'),
          skipped: false,
          responseTime: 1800,
        }),
      )
      .willRespondWith(
        200,
        json({
          problemUuid: uuid(EXAMPLE.problemUuid),
          isCorrect: true,
          retry: 0,
          learnStatus: raisedLearnStatus,
          correction: null,
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const logged = await logPersonalizedExercise(VOCABULARY, {
          ...EXAMPLE_ANSWER_TO,
          answer: EXAMPLE.answer,
          skipped: false,
          responseTime: 1800,
        });
        expect(logged.learnStatus?.newLearnStatus).toBe(1);
      });
  });

  it('endPersonalizedExercise: ends the session with its counts', async () => {
    const counts = { numCorrectAnswers: 1, numIncorrectAnswers: 0, numSkipped: 0 };
    await pact
      .addInteraction()
      .given(STATE.hanaAnsweredPersonalisedPractice)
      .uponReceiving('the end of personalised vocabulary practice')
      .withRequest(
        'POST',
        path('end/'),
        request(aliasHeaders, { logId: answerTo.logId, ...counts }),
      )
      .willRespondWith(
        200,
        json(goldFirstRun({ correctCount: 1, incorrectCount: 0, skippedCount: 0 })),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const result = await endPersonalizedExercise(VOCABULARY, {
          logId: EXAMPLE.logId,
          ...counts,
        });
        expect(result.finalScore.correctCount).toBe(1);
      });
  });
});
