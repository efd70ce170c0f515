import { act, render, screen, waitFor, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import * as barChart from '../../features/history/components/draw-bar-chart';
import { conductLiveSession, startLimitedMode } from '../../api/generated/endpoints/mock/mock';
import { mockServer } from '../../../mock-server/node';
import { ASSIGNMENT } from '../../../mock-server/seed/assignments';
import { COURSE, EXERCISE } from '../../../mock-server/seed/content-catalogue';
import { HANA, SLOW, storeSignIn } from '../../../tests/support/render-app';
import { TEST_NOW } from '../../../tests/support/mock-backend';
import { LIVE_POLL_INTERVAL_MS } from '../live/limited-mode-watch';
import { AppProviders } from '../providers';
import { createAppQueryClient } from '../query-client';
import { createRoutes } from '../router';
import { language as storedLanguage, type Language } from '../../lib/services/storage';

// The route loaders (./*-queries.ts) start a screen's calls while its lazily loaded module is
// still on its way, under the keys the screen's hooks use: the screen then finds them in the cache
// (or under way) and asks for nothing twice.

type Sent = { call: string; alias: string | null; at: number };

/** Every GET the app sends, as path (under the API base) and query, with the alias it is for. */
function recordRequests() {
  const sent: Sent[] = [];
  const listener = ({ request }: { request: Request }) => {
    if (request.method !== 'GET') return;
    const url = new URL(request.url);
    sent.push({
      call: `${url.pathname.replace(/^\/api\/v1/, '')}${url.search}`,
      alias: request.headers.get('X-Alias-Uuid'),
      at: performance.now(),
    });
  };
  mockServer.events.on('request:start', listener);
  return {
    /** The calls sent for an alias. */
    callsFor: (aliasUuid: string) =>
      sent.filter((request) => request.alias === aliasUuid).map((request) => request.call),
    /**
     * The calls sent twice for the same alias within the live poll's interval (the shortest poll
     * of the app: a poll's next round is not a duplicate, a second request at once is).
     */
    duplicates: () =>
      sent
        .filter((request, index) =>
          sent
            .slice(0, index)
            .some(
              (earlier) =>
                earlier.call === request.call &&
                earlier.alias === request.alias &&
                request.at - earlier.at < LIVE_POLL_INTERVAL_MS,
            ),
        )
        .map((request) => request.call),
    stop: () => mockServer.events.removeListener('request:start', listener),
  };
}

/** The route table with every lazily loaded screen module held back until `held` settles. */
function holdScreenModules(routes: RouteObject[], held: Promise<void>): RouteObject[] {
  return routes.map((route) => {
    const { lazy, children } = route;
    const load =
      typeof lazy === 'function'
        ? async () => {
            const module = await lazy();
            await held;
            return module;
          }
        : lazy;
    return {
      ...route,
      lazy: load,
      children: children && holdScreenModules(children, held),
    } as RouteObject;
  });
}

/** The whole app at `path`, hana signed in, its screen's module held until `release()`. */
async function renderHeld(path: string) {
  await storeSignIn(HANA);
  const queryClient = createAppQueryClient({ retry: false });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  const router = createMemoryRouter(holdScreenModules(createRoutes(queryClient), held), {
    initialEntries: [path],
  });
  render(<AppProviders router={router} queryClient={queryClient} />);
  return { release, queryClient };
}

const typingPath = `/exercise/${COURSE.everydayConversation}/drill-typing/${EXERCISE.schoolLifeTyping}`;
const region = (name: string) => screen.findByRole('region', { name }, SLOW);

type ScreenCase = {
  screen: string;
  path: string;
  /** The screen language, when not Japanese. */
  language?: Language;
  /** What the backend holds beforehand, when not the demo world as seeded. */
  arrange?: () => Promise<void>;
  /** The calls the route's loader starts (path and query under /api/v1). */
  loads: (string | RegExp)[];
  /** Waits for what the screen shows once its answers are in. */
  shown: () => Promise<unknown>;
};

const CASES: ScreenCase[] = [
  {
    screen: 'course details',
    path: `/course/details/${COURSE.everydayConversation}`,
    loads: [
      `/courses/${COURSE.everydayConversation}/`,
      `/user/history/courses/${COURSE.everydayConversation}/`,
    ],
    shown: async () => {
      await screen.findByText(/7 個のエクササイズのうち \d 個を完了/, {}, SLOW);
      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'ブックマーク' })).toHaveAttribute(
          'aria-pressed',
          'true',
        ),
      );
    },
  },
  {
    screen: 'course details in English',
    language: 'en',
    path: `/course/details/${COURSE.everydayConversation}`,
    loads: [`/courses/${COURSE.everydayConversation}/`],
    shown: () => screen.findByText(/of 7 exercises finished/, {}, SLOW),
  },
  {
    screen: 'course explore',
    path: '/course/explore/',
    loads: ['/courses/organisation/', '/courses/bookmarked/', '/courses/recommended/'],
    shown: async () => {
      for (const list of ['グループのコース', 'ブックマークしたコース', 'おすすめのコース'])
        await within(await region(list)).findAllByRole('link', {}, SLOW);
    },
  },
  {
    screen: 'assignment details',
    path: `/assignment/details/${ASSIGNMENT.tryIt}`,
    loads: [`/assignments/${ASSIGNMENT.tryIt}/`],
    shown: () =>
      screen.findByRole('heading', { level: 1, name: 'Unit 5: Talking About Hobbies' }, SLOW),
  },
  {
    screen: 'an exercise (typing drill)',
    path: typingPath,
    loads: [
      `/exercises/${COURSE.everydayConversation}/9/${EXERCISE.schoolLifeTyping}/?lang=ja`,
      '/live/sessions/',
    ],
    shown: () => screen.findByRole('button', { name: 'はじめる' }, SLOW),
  },
  {
    screen: 'an exercise the teacher chose, during a class',
    arrange: async () => {
      const minutes = (n: number) => new Date(Date.parse(TEST_NOW) + n * 60_000).toISOString();
      const { id } = await conductLiveSession({
        groupName: '2-A',
        startsAt: minutes(-10),
        endsAt: minutes(40),
      });
      await startLimitedMode(id, {
        exercises: [
          { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolLifeTyping },
        ],
      });
    },
    path: typingPath,
    loads: [
      '/live/sessions/',
      /^\/live\/sessions\/\d+\/limited-mode\/\d+\/$/,
      `/exercises/${COURSE.everydayConversation}/9/${EXERCISE.schoolLifeTyping}/?lang=ja`,
    ],
    shown: () => screen.findByRole('button', { name: 'はじめる' }, SLOW),
  },
  {
    screen: 'an exercise in English',
    language: 'en',
    path: typingPath,
    loads: [`/exercises/${COURSE.everydayConversation}/9/${EXERCISE.schoolLifeTyping}/?lang=en`],
    shown: () => screen.findByRole('button', { name: 'Start' }, SLOW),
  },
  {
    screen: 'exercise root, writing (played there)',
    path: `/exercise/${COURSE.everydayConversation}/${EXERCISE.selfIntroductionWriting}`,
    loads: [
      `/courses/${COURSE.everydayConversation}/`,
      `/exercises/${COURSE.everydayConversation}/13/${EXERCISE.selfIntroductionWriting}/?lang=ja`,
    ],
    shown: () => screen.findByRole('button', { name: 'はじめる' }, SLOW),
  },
  {
    screen: 'exercise root, typing drill (redirected to its route)',
    path: `/exercise/${COURSE.everydayConversation}/${EXERCISE.schoolLifeTyping}`,
    loads: [
      `/courses/${COURSE.everydayConversation}/`,
      `/exercises/${COURSE.everydayConversation}/9/${EXERCISE.schoolLifeTyping}/?lang=ja`,
    ],
    shown: () => screen.findByRole('button', { name: 'はじめる' }, SLOW),
  },
  {
    screen: 'learning history summary',
    path: '/learning-history/summary',
    loads: [
      '/learning-history/achievement/',
      '/learning-history/activity-summary/',
      '/learning-history/performance-summary/',
      '/learning-history/recent-exercises/?lang=ja',
      /^\/learning-history\/learning-stats\/\d+\/$/,
    ],
    shown: async () => {
      const stats = await region('種類別の成績');
      expect(await within(stats).findAllByRole('listitem', {}, SLOW)).toHaveLength(13);
      await within(await region('最近のエクササイズ')).findAllByRole('link', {}, SLOW);
    },
  },
  {
    screen: 'exercise logs',
    path: '/learning-history/exercise-logs',
    loads: ['/learning-history/exercise-logs/?lang=ja'],
    shown: () => screen.findByRole('heading', { level: 2, name: '167 件の記録' }, SLOW),
  },
  {
    screen: 'skills',
    path: '/skills/overview',
    loads: ['/learning-history/performance-summary/'],
    shown: async () =>
      expect(
        await screen.findByRole('listitem', { name: '答えるまでの時間' }, SLOW),
      ).toHaveTextContent('あなた: 6.25 秒 中級'),
  },
  {
    screen: 'vocabulary practice',
    path: '/skills/practice/vocabulary?schoolGrade=12',
    loads: ['/personalized-exercises/4/?numCards=10&schoolGrade=12'],
    shown: () => screen.findByRole('heading', { level: 2, name: 'このエクササイズの範囲' }, SLOW),
  },
  {
    // No calls of its own: the profile it shows is the session's (started by the root loader).
    screen: 'settings',
    path: '/user/settings',
    loads: [],
    shown: async () => {
      const accent = await screen.findByRole('group', { name: 'アクセント' }, SLOW);
      expect(within(accent).getByRole('radio', { name: 'アメリカ英語' })).toBeChecked();
    },
  },
  {
    screen: 'live lobby',
    path: '/live/lobby',
    loads: ['/live/sessions/'],
    shown: () =>
      screen.findByRole('heading', { level: 2, name: '2-A の授業はいまありません' }, SLOW),
  },
  {
    screen: 'release notes',
    path: '/release-notes',
    loads: ['/release-notes/?page=1&scope=web'],
    shown: () => screen.findByRole('heading', { level: 2, name: 'バージョン 1.22.20' }, SLOW),
  },
];

let requests: ReturnType<typeof recordRequests>;

beforeEach(() => {
  // The client's clock at the backend's ("upcoming", "under way", due dates agree with it).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(TEST_NOW));
  // jsdom has no 2D canvas; the charts then keep to their text alternatives.
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
  // The chart library needs a real canvas: the history charts are observed, not drawn (a spy,
  // restored after each test: the files of a worker share their modules).
  vi.spyOn(barChart, 'drawBarChart').mockImplementation(() => () => undefined);
  requests = recordRequests();
});
afterEach(() => {
  requests.stop();
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('route loaders', () => {
  it.each(CASES)(
    '$screen: its calls start before its module is in, and nothing is asked twice',
    async ({ language, arrange, path, loads, shown }) => {
      if (language) storedLanguage.write(language);
      await arrange?.();
      const { release, queryClient } = await renderHeld(path);

      // The screen's module is held back: only the loader can have asked for these (for the
      // alias the session picks).
      await waitFor(() => {
        const calls = requests.callsFor(HANA.aliasUuid);
        for (const load of loads) {
          expect(
            calls.some((call) => (typeof load === 'string' ? call === load : load.test(call))),
            `${load}`,
          ).toBe(true);
        }
      }, SLOW);

      release();
      await shown();
      // Whatever the screen's effects start on mount (a second request, if a key differed) is
      // under way after one more turn; then every answer is in.
      await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
      await waitFor(() => expect(queryClient.isFetching()).toBe(0));
      expect(requests.duplicates()).toEqual([]);
    },
  );
});
