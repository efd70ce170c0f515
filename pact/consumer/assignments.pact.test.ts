import { MatchersV3 } from '@pact-foundation/pact';
import { describe, expect, it } from 'vitest';
import {
  getAssignment,
  getMyAssignments,
  listActiveAssignments,
  listAssignments,
} from '../../src/api/generated/endpoints/assignments/assignments';
import { STATE } from '../../mock-server/seed/provider-state-names';
import { createConsumerPact, useMockServer } from './support/consumer-pact';
import {
  aliasHeaders,
  apiError,
  dateTime,
  EXAMPLE,
  json,
  problem,
  request,
  SIGNED_IN,
  statePath,
} from './support/requests';

const { arrayContaining, integer, string, uuid } = MatchersV3;

const pact = createConsumerPact('assignments');

/** An assignment without `submitted`, which is null or a time depending on the assignment. */
const assignment = (status = integer(2)) => ({
  id: integer(EXAMPLE.assignmentId),
  title: string('Unit 4 Review: Past Tense'),
  group: string('2-A'),
  status,
  startDate: dateTime('2026-11-08T08:30:00+09:00'),
  dueDate: dateTime('2026-11-20T23:59:00+09:00'),
  numExercises: integer(3),
  numFinishedExercises: integer(1),
});

/** The list answers: an assignment with `submitted` null and one with a time (both shapes). */
const assignmentList = arrayContaining(
  { ...assignment(), submitted: null },
  { ...assignment(integer(3)), submitted: dateTime('2026-11-21T19:40:00+09:00') },
);

describe('assignments', () => {
  it('listActiveAssignments: the alias’s active assignments', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for the active assignments')
      .withRequest('GET', '/api/v1/assignments/active/', request(aliasHeaders))
      .willRespondWith(200, json(assignmentList))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await listActiveAssignments()).length).toBe(2);
      });
  });

  it('getMyAssignments: the dashboard’s assignments and the historical total', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for my assignments')
      .withRequest('GET', '/api/v1/assignments/mine/', request(aliasHeaders))
      .willRespondWith(
        200,
        json({ activeAssignments: assignmentList, historicalTotal: integer(20) }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await getMyAssignments()).historicalTotal).toBe(20);
      });
  });

  it('listAssignments: every assignment of the alias', async () => {
    await pact
      .addInteraction()
      .given(STATE.hanaSignedIn)
      .uponReceiving('a request for all assignments')
      .withRequest('GET', '/api/v1/assignments/', request(aliasHeaders))
      .willRespondWith(200, json(assignmentList))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await listAssignments())[0]?.group).toBe('2-A');
      });
  });

  it('getAssignment: an overdue assignment with its exercises', async () => {
    const exercise = {
      courseUuid: uuid(EXAMPLE.courseUuid),
      exerciseUuid: uuid('5f607182-93a4-4b5c-9e6f-7a8b9c0d1e2f'),
      exerciseType: integer(4),
      title: string('Past Forms of Verbs'),
    };
    await pact
      .addInteraction()
      .given(STATE.hanaHasOverdueAssignment)
      .uponReceiving('a request for an overdue assignment')
      .withRequest('GET', statePath('/api/v1/assignments/${assignmentId}/'), request(aliasHeaders))
      .willRespondWith(
        200,
        json({
          ...assignment(),
          status: 4,
          submitted: null,
          exercises: arrayContaining(
            { ...exercise, finished: true, bestTrophy: integer(1) },
            { ...exercise, finished: false, bestTrophy: null },
          ),
        }),
      )
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        const answer = await getAssignment(EXAMPLE.assignmentId);
        expect(answer.status).toBe(4);
        expect(answer.exercises.map((e) => e.finished)).toEqual([true, false]);
      });
  });

  it('getAssignment: 404 for an assignment of another organisation', async () => {
    await pact
      .addInteraction()
      .given(STATE.otherOrganisationResources)
      .uponReceiving('a request for an assignment of another organisation')
      .withRequest('GET', statePath('/api/v1/assignments/${assignmentId}/'), request(aliasHeaders))
      .willRespondWith(404, problem(404))
      .executeTest(async (server) => {
        useMockServer(server, SIGNED_IN);
        expect((await apiError(getAssignment(EXAMPLE.assignmentId))).status).toBe(404);
      });
  });
});
