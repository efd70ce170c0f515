import { http, HttpResponse, type HttpHandler } from 'msw';
import { json } from '../runtime/bodies';
import {
  ConductLiveSessionBody,
  EndLimitedModeParams,
  EndLiveSessionParams,
  ExtendLiveSessionBody,
  ExtendLiveSessionParams,
  SendLiveClassToLobbyParams,
  StartLimitedModeBody,
  StartLimitedModeParams,
} from '../../src/api/generated/zod/mock/mock.zod';
import { findCourseExercise } from '../db/course-exercises';
import { groups } from '../db/identity';
import { liveSessions, toLiveSession, withSessionLock } from '../db/live-sessions';
import { recordActivity } from '../runtime/activity';
import { now } from '../runtime/clock';
import { nextId } from '../runtime/ids';
import { announceLiveClassInBackground } from '../push/triggers';
import { parseJsonBody, parseParams } from '../runtime/parse';
import { badRequest, ProblemError } from '../runtime/problem';
import { api, controlRoute } from '../runtime/route';
import { startedLimitedMode } from '../rules/live-ownership';
import { orgCanSeeCourse } from '../seed/content-catalogue';

// The teacher's side of a live class (mock-only): conduct a class for a group, lock it to chosen
// exercises (limited mode), lift the lock, end the class. Every change raises the session version.
// An ended class is kept: its end moves to now, so pupils see it over exactly like a class whose
// time ran out, and the console keeps its room (who held it) and its report. The answers show the class as the teacher sees it: no
// learner's device (activeDeviceUuid null).

const classOver = () =>
  new ProblemError(409, {
    ja: 'この授業はもう終わっています',
    en: 'The class is over',
  });

const sessionNotFound = () =>
  new ProblemError(404, {
    ja: '授業が見つかりません',
    en: 'The class was not found',
  });

export const liveControlHandlers: HttpHandler[] = [
  http.post(
    api('/__mock/live/sessions/'),
    controlRoute(async ({ request }) => {
      const body = await parseJsonBody(request, ConductLiveSessionBody);
      const startsAt = new Date(body.startsAt);
      const endsAt = new Date(body.endsAt);
      if (endsAt <= startsAt) throw badRequest({ endsAt: ['endsAt must be later than startsAt'] });
      const group = groups.find((g) => g.name === body.groupName);
      if (!group) {
        throw new ProblemError(404, {
          ja: `グループ「${body.groupName}」が見つかりません`,
          en: `No group is named ${body.groupName}`,
        });
      }
      const session = await liveSessions.insert({
        id: nextId(),
        version: 1,
        limitedMode: null,
        startsAt: startsAt.toISOString(),
        endsAt: endsAt.toISOString(),
        group: { name: group.name },
        orgHash: group.orgHash,
        groupId: group.id,
        limitedModeExercises: [],
      });
      recordActivity('classStarted', null, { sessionId: session.id, groupName: group.name });
      // The group's subscribed learners hear of it (a class that starts later: at its start).
      announceLiveClassInBackground(session);
      return json(toLiveSession(session), { status: 201 });
    }),
  ),

  http.post(
    api('/__mock/live/sessions/:sessionId/limited-mode/'),
    controlRoute(async ({ request, params }) => {
      const { sessionId } = parseParams(StartLimitedModeParams, params);
      const body = await parseJsonBody(request, StartLimitedModeBody);
      const session = await withSessionLock(sessionId, async () => {
        const current = liveSessions.get(sessionId);
        if (!current) throw sessionNotFound();
        // Only exercises the class's organisation can open: a learner must be able to do them.
        const exercises = body.exercises.map(({ courseUuid, exerciseUuid }, i) => {
          const found =
            orgCanSeeCourse(current.orgHash, courseUuid) &&
            findCourseExercise(courseUuid, exerciseUuid);
          if (!found)
            throw badRequest({
              [`exercises.${i}.exerciseUuid`]: ['No such exercise in a course of this class'],
            });
          return { courseUuid, exerciseUuid, exerciseType: found.exerciseType };
        });
        const limitedMode = startedLimitedMode(current.limitedMode, nextId);
        return liveSessions.update(sessionId, (draft) => {
          draft.limitedMode = limitedMode;
          draft.limitedModeExercises = exercises;
          for (const exercise of exercises) {
            if (!draft.chosenExercises.some((c) => c.exerciseUuid === exercise.exerciseUuid))
              draft.chosenExercises.push(exercise);
          }
          draft.version += 1;
        });
      });
      if (!session) throw sessionNotFound();
      recordActivity('classLocked', null, {
        sessionId,
        groupName: session.group.name,
        exerciseCount: session.limitedModeExercises.length,
      });
      return json(toLiveSession(session));
    }),
  ),

  http.delete(
    api('/__mock/live/sessions/:sessionId/limited-mode/'),
    controlRoute(async ({ params }) => {
      const { sessionId } = parseParams(EndLimitedModeParams, params);
      const session = await withSessionLock(sessionId, async () => {
        const current = liveSessions.get(sessionId);
        if (!current) throw sessionNotFound();
        if (current.limitedMode === null) return current;
        recordActivity('classUnlocked', null, { sessionId, groupName: current.group.name });
        return liveSessions.update(sessionId, (draft) => {
          draft.limitedMode = null;
          draft.limitedModeExercises = [];
          draft.version += 1;
        });
      });
      if (!session) throw sessionNotFound();
      return json(toLiveSession(session));
    }),
  ),

  // More time: the end moves later (pupils see it at their next poll of the live sessions).
  http.post(
    api('/__mock/live/sessions/:sessionId/extend/'),
    controlRoute(async ({ request, params }) => {
      const { sessionId } = parseParams(ExtendLiveSessionParams, params);
      const { minutes } = await parseJsonBody(request, ExtendLiveSessionBody);
      const session = await withSessionLock(sessionId, async () => {
        const current = liveSessions.get(sessionId);
        if (!current) throw sessionNotFound();
        const endsAt = Date.parse(current.endsAt);
        if (endsAt <= now().getTime()) throw classOver();
        return liveSessions.update(sessionId, (draft) => {
          draft.endsAt = new Date(endsAt + minutes * 60_000).toISOString();
          draft.version += 1;
        });
      });
      if (!session) throw sessionNotFound();
      return json(toLiveSession(session));
    }),
  ),

  // Everyone to the lobby: the class is locked to no exercise (a new limited mode version), so
  // the app's lock moves a pupil out of any exercise and the lobby waits for the next choice.
  http.post(
    api('/__mock/live/sessions/:sessionId/lobby/'),
    controlRoute(async ({ params }) => {
      const { sessionId } = parseParams(SendLiveClassToLobbyParams, params);
      const session = await withSessionLock(sessionId, async () => {
        const current = liveSessions.get(sessionId);
        if (!current) throw sessionNotFound();
        if (Date.parse(current.endsAt) <= now().getTime()) throw classOver();
        const limitedMode = startedLimitedMode(current.limitedMode, nextId);
        return liveSessions.update(sessionId, (draft) => {
          draft.limitedMode = limitedMode;
          draft.limitedModeExercises = [];
          draft.version += 1;
        });
      });
      if (!session) throw sessionNotFound();
      recordActivity('classLocked', null, {
        sessionId,
        groupName: session.group.name,
        exerciseCount: 0,
      });
      return json(toLiveSession(session));
    }),
  ),

  http.delete(
    api('/__mock/live/sessions/:sessionId/'),
    controlRoute(async ({ params }) => {
      const { sessionId } = parseParams(EndLiveSessionParams, params);
      const ended = await withSessionLock(sessionId, async () => {
        const current = liveSessions.get(sessionId);
        if (!current) throw sessionNotFound();
        const at = now();
        // Already over (ended, or its time ran out): nothing changes.
        if (Date.parse(current.endsAt) <= at.getTime()) return null;
        return liveSessions.update(sessionId, (draft) => {
          draft.endsAt = at.toISOString();
          if (Date.parse(draft.startsAt) > at.getTime()) draft.startsAt = draft.endsAt;
          draft.version += 1;
        });
      });
      if (ended) recordActivity('classEnded', null, { sessionId, groupName: ended.group.name });
      return new HttpResponse(null, { status: 204 });
    }),
  ),
];
