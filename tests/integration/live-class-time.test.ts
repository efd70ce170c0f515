import { describe, expect, it } from 'vitest';
import { getLimitedMode, listLiveSessions } from '../../src/api/generated/endpoints/live/live';
import {
  conductLiveSession,
  endLiveSession,
  extendLiveSession,
  sendLiveClassToLobby,
  startLimitedMode,
} from '../../src/api/generated/endpoints/mock/mock';
import { setClock } from '../../mock-server/runtime/clock';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { apiError } from '../support/api-error';
import { signInHana } from '../support/demo-sign-in';
import { TEST_NOW, useMockBackend } from '../support/mock-backend';

// The teacher's time controls of a live class (mock-only): more time, everyone to the lobby.

const NOW = Date.parse(TEST_NOW);
const at = (minutes: number) => new Date(NOW + minutes * 60_000).toISOString();
const classOf2A = () => conductLiveSession({ groupName: '2-A', startsAt: at(-5), endsAt: at(45) });

describe('extendLiveSession', () => {
  useMockBackend();

  it('moves the end later by whole minutes, raising the version; pupils see the new end', async () => {
    const session = await classOf2A();
    const extended = await extendLiveSession(session.id, { minutes: 5 });
    expect(extended).toMatchObject({ id: session.id, version: 2, endsAt: at(50) });
    expect((await extendLiveSession(session.id, { minutes: 1 })).endsAt).toBe(at(51));

    await signInHana();
    const [seen] = await listLiveSessions();
    expect(seen).toMatchObject({ id: session.id, endsAt: at(51), startsAt: at(-5) });
  });

  it('refuses minutes that are not whole and positive (400)', async () => {
    const session = await classOf2A();
    for (const minutes of [0, -5, 2.5, 241]) {
      const refused = await apiError(extendLiveSession(session.id, { minutes }));
      expect(refused.status, `minutes ${minutes}`).toBe(400);
      expect(refused.problem.detail ?? refused.problem.title).toBeTruthy();
    }
    const bad = extendLiveSession(session.id, { minutes: 'ten' as unknown as number });
    expect((await apiError(bad)).status).toBe(400);
  });

  it('refuses a class that is over, by its time or ended (409), or unknown (404)', async () => {
    const session = await classOf2A();
    setClock(at(46));
    const over = await apiError(extendLiveSession(session.id, { minutes: 5 }));
    expect(over.status).toBe(409);
    expect(over.problem.status).toBe(409);
    setClock(TEST_NOW);
    // Ended by the teacher, the class is kept, over: refused as over, not as gone.
    await endLiveSession(session.id);
    expect((await apiError(extendLiveSession(session.id, { minutes: 5 }))).status).toBe(409);
    expect((await apiError(extendLiveSession(987654, { minutes: 5 }))).status).toBe(404);
  });
});

describe('sendLiveClassToLobby', () => {
  useMockBackend();

  it('locks the class to no exercise under a new version of its limited mode', async () => {
    const session = await classOf2A();
    const locked = await startLimitedMode(session.id, {
      exercises: [
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      ],
    });
    const limitedModeId = locked.limitedMode!.id;
    const lobby = await sendLiveClassToLobby(session.id);
    expect(lobby).toMatchObject({ version: 3, limitedMode: { id: limitedModeId, version: 2 } });

    await signInHana();
    expect(await getLimitedMode(session.id, limitedModeId)).toMatchObject({
      id: limitedModeId,
      version: 2,
      exercises: [],
    });
  });

  it('starts a limited mode for a class that had none, and refuses one over (409)', async () => {
    const session = await classOf2A();
    expect((await sendLiveClassToLobby(session.id)).limitedMode).toEqual({
      id: expect.any(Number),
      version: 1,
    });
    setClock(at(46));
    expect((await apiError(sendLiveClassToLobby(session.id))).status).toBe(409);
    setClock(TEST_NOW);
    expect((await apiError(sendLiveClassToLobby(999_999))).status).toBe(404);
  });
});
