import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  conductLiveSession,
  endLiveSession,
  startLimitedMode,
} from '../../api/generated/endpoints/mock/mock';
import {
  getListLiveSessionsQueryKey,
  postLiveState,
} from '../../api/generated/endpoints/live/live';
import { loginIndividual } from '../../api/generated/endpoints/auth/auth';
import { COURSE, EXERCISE } from '../../../mock-server/seed/content-catalogue';
import { language } from '../../lib/services/storage';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { HANA, renderApp, SLOW } from '../../../tests/support/render-app';

// Issue 36: at most one live-class dialog, the newest state of the class winning (an ended class
// replaces a stale "class started", a new class under way a stale "class ended"); the other-device
// alert comes before any class dialog. In both languages.
const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();
const OTHER_DEVICE = '6f1f7a52-6a43-4c1e-9d55-0c8f0b0e7a11';

const TEXT = {
  ja: {
    started: '授業が始まりました',
    startedBody: '先生がエクササイズを選びました。ロビーからエクササイズに取り組んでください。',
    ended: '授業が終わりました',
    owner: '別の端末で授業に参加中です',
    takeOver: 'この端末で参加する',
  },
  en: {
    started: 'Your class has started',
    startedBody: 'Your teacher has chosen exercises. Work on them from the lobby.',
    ended: 'The class has ended',
    owner: 'In a class on another device',
    takeOver: 'Continue on this device',
  },
} as const;

async function classOf2A(options: { limitedMode: boolean; heldOn?: string }) {
  const session = await conductLiveSession({
    groupName: '2-A',
    startsAt: minutes(-10),
    endsAt: minutes(40),
  });
  if (options.limitedMode) {
    await startLimitedMode(session.id, {
      exercises: [
        { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
      ],
    });
  }
  if (options.heldOn) {
    const { authToken } = await loginIndividual({ email: HANA.email, password: HANA.password });
    await postLiveState(
      { currentSessionId: session.id, deviceId: options.heldOn, force: true },
      { headers: { Authorization: `Token ${authToken}`, 'X-Alias-Uuid': HANA.aliasUuid } },
    );
  }
  return session.id;
}

const dialogs = () => screen.queryAllByRole('alertdialog');

describe.each(['ja', 'en'] as const)('the live-class dialogs (%s)', (lang) => {
  const text = TEXT[lang];
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(TEST_NOW));
    language.write(lang);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('replaces an open "class started" with "class ended" when the class ends', async () => {
    const sessionId = await classOf2A({ limitedMode: true });
    const { queryClient, user } = await renderApp('/user/settings', { as: HANA });
    const started = await screen.findByRole('alertdialog', { name: text.started }, SLOW);
    expect(started).toHaveTextContent(text.startedBody);

    await endLiveSession(sessionId);
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    expect(await screen.findByRole('alertdialog', { name: text.ended }, SLOW)).toBeInTheDocument();
    expect(started).not.toBeInTheDocument();
    expect(dialogs()).toHaveLength(1);
    // Nothing waits behind it: once it is closed, no stale dialog comes up.
    await userClickOk(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('replaces an open "class ended" with "class started" when a new class is under way', async () => {
    const first = await classOf2A({ limitedMode: false });
    const { queryClient, user } = await renderApp('/user/settings', { as: HANA });
    await waitFor(
      () =>
        expect(
          queryClient.getQueriesData({ queryKey: getListLiveSessionsQueryKey() })[0]?.[1],
        ).toHaveLength(1),
      SLOW,
    );
    await endLiveSession(first);
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });
    const ended = await screen.findByRole('alertdialog', { name: text.ended }, SLOW);

    await classOf2A({ limitedMode: true });
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    expect(
      await screen.findByRole('alertdialog', { name: text.started }, SLOW),
    ).toBeInTheDocument();
    expect(ended).not.toBeInTheDocument();
    expect(dialogs()).toHaveLength(1);
    await userClickOk(user);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('closes a stale "class ended" in the lobby when a new class is under way there', async () => {
    const first = await classOf2A({ limitedMode: false });
    const { queryClient } = await renderApp('/live/lobby', { as: HANA });
    await waitFor(
      () =>
        expect(
          queryClient.getQueriesData({ queryKey: getListLiveSessionsQueryKey() })[0]?.[1],
        ).toHaveLength(1),
      SLOW,
    );
    await endLiveSession(first);
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });
    const ended = await screen.findByRole('alertdialog', { name: text.ended }, SLOW);

    await classOf2A({ limitedMode: false });
    await queryClient.refetchQueries({ queryKey: getListLiveSessionsQueryKey() });

    await waitFor(() => expect(ended).not.toBeInTheDocument(), SLOW);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the other-device alert before the "class started", which follows once answered', async () => {
    await classOf2A({ limitedMode: true, heldOn: OTHER_DEVICE });
    const { user } = await renderApp('/user/settings', { as: HANA });

    const owner = await screen.findByRole('alertdialog', { name: text.owner }, SLOW);
    expect(screen.queryByRole('alertdialog', { name: text.started })).not.toBeInTheDocument();
    expect(dialogs()).toHaveLength(1);

    await user.click(within(owner).getByRole('button', { name: text.takeOver }));

    expect(
      await screen.findByRole('alertdialog', { name: text.started }, SLOW),
    ).toBeInTheDocument();
    expect(owner).not.toBeInTheDocument();
  });

  async function userClickOk(user: { click: (element: Element) => Promise<void> }) {
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'OK' }));
  }
});
