import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { conductLiveSession, getLiveClassView } from '../../api/generated/endpoints/mock/mock';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { listAliases } from '../../api/generated/endpoints/user/user';
import {
  getListLiveSessionsQueryKey,
  getLiveSession,
  postLiveState,
} from '../../api/generated/endpoints/live/live';
import { mockServer } from '../../../mock-server/node';
import { authToken, deviceUuid } from '../../lib/services/storage';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp } from '../../../tests/support/render-app';

const SLOW = { timeout: 8000 };
const OTHER_DEVICE = '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11';
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();

/** hana signed in on another device: the headers of her calls from there. */
async function hanaElsewhere() {
  const { authToken: token } = await loginIndividual({
    email: HANA.email,
    password: HANA.password,
  });
  return { headers: { Authorization: `Token ${token}`, 'X-Alias-Uuid': HANA.aliasUuid } };
}

/** yui, hana's classmate in 2-A, signed in on her own device: the headers of her calls. */
async function yuiOnHerDevice() {
  const { authToken: token } = await loginIndividual({
    email: 'yui@sakura.example',
    password: HANA.password,
  });
  const auth = { Authorization: `Token ${token}` };
  const [alias] = await listAliases({ headers: auth });
  return { headers: { ...auth, 'X-Alias-Uuid': alias?.uuid ?? '' } };
}

/** The device that holds hana's lesson, as her session says. */
async function hanasDevice(sessionId: number) {
  return (await getLiveSession(sessionId, await hanaElsewhere())).activeDeviceUuid;
}

/**
 * A class of hana's group 2-A; started ten minutes ago unless said otherwise; with `heldOn`, her
 * other device has taken her lesson.
 */
async function classOf2A(startsInMinutes = -10, heldOn: string | null = null) {
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(startsInMinutes),
    endsAt: minutes(startsInMinutes + 50),
  });
  if (heldOn) {
    await postLiveState(
      { currentSessionId: session.id, deviceId: heldOn, force: true },
      await hanaElsewhere(),
    );
  }
  return session.id;
}

/** Counts the state calls (the handler passes each one on to the mock's own). */
function countStateCalls() {
  const calls: unknown[] = [];
  mockServer.use(
    http.post('*/api/v1/live/state/', async ({ request }) => {
      calls.push(await request.clone().json());
    }),
  );
  return calls;
}

/** hana as the teacher's room shows her. */
async function hanaInTheRoom(sessionId: number) {
  const { learners } = await getLiveClassView(sessionId);
  const hana = learners.find((learner) => learner.email === HANA.email);
  return { where: hana?.where, reported: hana?.placeReportedAt ?? null };
}

const ownerAlert = () =>
  screen.findByRole('alertdialog', { name: '別の端末で授業に参加中です' }, SLOW);

describe('live-class ownership', () => {
  beforeEach(() => {
    // The client decides "started" with its own clock: aligned with the backend's.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('takes a started class that no device holds, with a forced state call', async () => {
    const sessionId = await classOf2A();
    const calls = countStateCalls();
    const device = deviceUuid();

    await renderApp('/user/settings', { as: HANA });

    await waitFor(async () => expect(await hanasDevice(sessionId)).toBe(device), SLOW);
    // The claim says where hana is: settings is no screen of the class.
    expect(calls).toEqual([
      { currentSessionId: sessionId, deviceId: device, force: true, place: { kind: 'left' } },
    ]);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("takes hana's lesson without a question while a classmate holds her own", async () => {
    const sessionId = await classOf2A();
    const yui = await yuiOnHerDevice();
    await postLiveState({ currentSessionId: sessionId, deviceId: OTHER_DEVICE, force: true }, yui);
    const device = deviceUuid();

    await renderApp('/user/settings', { as: HANA });

    await waitFor(async () => expect(await hanasDevice(sessionId)).toBe(device), SLOW);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect((await getLiveSession(sessionId, yui)).activeDeviceUuid).toBe(OTHER_DEVICE);
  });

  it('leaves an upcoming class alone', async () => {
    const sessionId = await classOf2A(10);
    const calls = countStateCalls();

    await renderApp('/live/lobby', { as: HANA });

    expect(await screen.findByText('まもなく開始', {}, SLOW)).toBeInTheDocument();
    // The lobby shows the polled sessions: the ownership check has seen them too.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(calls).toEqual([]);
    expect(await hanasDevice(sessionId)).toBeNull();
  });

  it('asks when another device holds the class; taking over moves it to this device', async () => {
    const sessionId = await classOf2A(-10, OTHER_DEVICE);
    const device = deviceUuid();
    const { user } = await renderApp('/user/settings', { as: HANA });

    const alert = await ownerAlert();
    expect(alert).toHaveTextContent('このアカウントは別の端末で授業に参加しています。');
    expect(await hanasDevice(sessionId)).toBe(OTHER_DEVICE);

    await user.click(within(alert).getByRole('button', { name: 'この端末で参加する' }));

    await waitFor(() => expect(alert).not.toBeInTheDocument());
    expect(await hanasDevice(sessionId)).toBe(device);
    expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
  });

  it('logs out from the alert', async () => {
    await classOf2A(-10, OTHER_DEVICE);
    const { user, router } = await renderApp('/user/settings', { as: HANA });

    await user.click(within(await ownerAlert()).getByRole('button', { name: 'ログアウト' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/user/login'), SLOW);
    expect(authToken.read()).toBeNull();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('opens the alert when the claim answers 409 (another device won)', async () => {
    const sessionId = await classOf2A();
    mockServer.use(
      http.post('*/api/v1/live/state/', () =>
        HttpResponse.json(
          {
            type: 'about:blank',
            title: 'Conflict',
            status: 409,
            detail: 'This account is in a class on another device',
          },
          { status: 409, headers: { 'Content-Type': 'application/problem+json' } },
        ),
      ),
    );

    await renderApp('/user/settings', { as: HANA });

    expect(await ownerAlert()).toBeInTheDocument();
    expect(await hanasDevice(sessionId)).toBeNull();
  });

  it('keeps one state call in flight at a time', async () => {
    const sessionId = await classOf2A();
    let calls = 0;
    mockServer.use(
      http.post('*/api/v1/live/state/', async () => {
        calls += 1;
        await delay(600);
      }),
    );
    const device = deviceUuid();
    const { queryClient } = await renderApp('/user/settings', { as: HANA });

    await waitFor(() => expect(calls).toBe(1), SLOW);
    // Two more answers of the poll while the first claim is still under way.
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    await waitFor(async () => expect(await hanasDevice(sessionId)).toBe(device), SLOW);
    expect(calls).toBe(1);
  });

  it('logs a failed claim and tries again at the next poll, never leaving a blank screen', async () => {
    const sessionId = await classOf2A();
    const info = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    mockServer.use(
      http.post(
        '*/api/v1/live/state/',
        () => HttpResponse.json({ message: 'boom' }, { status: 500 }),
        { once: true },
      ),
    );
    const device = deviceUuid();
    const { queryClient } = await renderApp('/user/settings', { as: HANA });

    await waitFor(
      () =>
        expect(info).toHaveBeenCalledWith(
          '[eigo] live-state-failed',
          expect.objectContaining({ sessionId }),
        ),
      SLOW,
    );
    expect(screen.getByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();

    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });
    await waitFor(async () => expect(await hanasDevice(sessionId)).toBe(device), SLOW);
    info.mockRestore();
  });

  it('tells the room where hana is: the lobby, then left for settings, one call at a time', async () => {
    const sessionId = await classOf2A();
    const calls = countStateCalls();
    const device = deviceUuid();
    const { router } = await renderApp('/live/lobby', { as: HANA });

    await waitFor(async () => expect((await hanaInTheRoom(sessionId)).where).toBe('lobby'), SLOW);
    expect((await hanaInTheRoom(sessionId)).reported).not.toBeNull();
    // The claim carries the place (with an extra report had the lobby come after the claim).
    expect(calls[0]).toMatchObject({ currentSessionId: sessionId, deviceId: device, force: true });
    expect(calls.at(-1)).toMatchObject({ place: { kind: 'lobby' } });
    const before = calls.length;

    await router.navigate('/user/settings');

    await waitFor(async () => expect((await hanaInTheRoom(sessionId)).where).toBe('left'), SLOW);
    // Unforced: a place never takes the class from another device.
    expect(calls.at(-1)).toEqual({
      currentSessionId: sessionId,
      deviceId: device,
      force: false,
      place: { kind: 'left' },
    });
    expect(calls).toHaveLength(before + 1);
    expect(await hanasDevice(sessionId)).toBe(device);
  });
});
