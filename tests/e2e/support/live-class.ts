import { expect, test, type APIRequestContext } from '@playwright/test';
import { COURSE, EXERCISE } from '../../../mock-server/seed/content-catalogue';
import { fixClocks, freeBackendClockAfterAll } from './clocks';
import { API } from './mock-control';
import { signIn } from './sign-in';

// A live class conducted through the mock's control operations, at a fixed instant: Sunday
// 22 November 2026, 09:00 in Japan.
export const NOW = '2026-11-22T00:00:00.000Z';
/** The live sessions are polled every 5 s: a change shows within one poll. */
export const NEXT_POLL = { timeout: 12_000 };

/** `n` minutes after NOW, as ISO 8601. */
export const minutes = (n: number) => new Date(Date.parse(NOW) + n * 60_000).toISOString();

type ExerciseRef = { courseUuid: string; exerciseUuid: string };

/** The two exercises a class's teacher sets unless told otherwise: a chat and a dictation. */
const CLASS_EXERCISES: readonly ExerciseRef[] = [
  { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.greetingsChat },
  { courseUuid: COURSE.everydayConversation, exerciseUuid: EXERCISE.schoolDayDictation },
];

/**
 * A teacher conducts a class for 2-A, from `from` to `to` minutes around `at` (NOW, or the real
 * time for the specs on the real clock: `Date.now()`), with no exercise chosen yet.
 */
export async function teacherConductsClass(
  request: APIRequestContext,
  { from = -10, to = 40, at = Date.parse(NOW) }: { from?: number; to?: number; at?: number } = {},
): Promise<number> {
  const around = (n: number) => new Date(at + n * 60_000).toISOString();
  const conducted = await request.post(`${API}/__mock/live/sessions/`, {
    data: { groupName: '2-A', startsAt: around(from), endsAt: around(to) },
  });
  expect(conducted.status()).toBe(201);
  return ((await conducted.json()) as { id: number }).id;
}

/** The teacher chooses `exercises`: the class's limited mode, whose id is returned. */
export async function teacherChooses(
  request: APIRequestContext,
  sessionId: number,
  exercises: readonly ExerciseRef[] = CLASS_EXERCISES,
): Promise<number> {
  const limited = await request.post(`${API}/__mock/live/sessions/${sessionId}/limited-mode/`, {
    data: { exercises },
  });
  expect(limited.ok()).toBe(true);
  return ((await limited.json()) as { limitedMode: { id: number } }).limitedMode.id;
}

/**
 * A teacher conducts a class for 2-A (8:50-9:40, or as `when` says) and sets two exercises:
 * limited mode.
 */
export async function teacherStartsClass(
  request: APIRequestContext,
  when?: Parameters<typeof teacherConductsClass>[1],
): Promise<number> {
  const id = await teacherConductsClass(request, when);
  await teacherChooses(request, id);
  return id;
}

/** The teacher ends (or, before it starts, cancels) the class. */
export async function teacherEndsClass(request: APIRequestContext, sessionId: number) {
  const ended = await request.delete(`${API}/__mock/live/sessions/${sessionId}/`);
  expect(ended.status()).toBe(204);
}

/** Every test of the spec starts at NOW on both clocks with hana signed in; the clock is freed after. */
export function hanaSignedInAtClassTime() {
  test.beforeEach(async ({ page, request }) => {
    test.setTimeout(90_000);
    await fixClocks(page, request, NOW);
    await signIn(page, request, 'hana@sakura.example', 'sakura2026');
  });
  freeBackendClockAfterAll();
}
