import { test, type APIRequestContext, type Page } from '@playwright/test';
import { mock } from './mock-control';

// Specs that run at a fixed instant: the backend clock is fixed and the demo world reseeded
// relative to it (assignment statuses, academic years, the seeded history, live classes).

/** Fixes the backend clock at `iso` and lays the demo world again relative to it. */
export async function fixBackendClock(request: APIRequestContext, iso: string) {
  await mock.clock(request, iso);
  await mock.reset(request);
}

/** Fixes both clocks at `iso`: the browser's too, where the screen reads the device's date. */
export async function fixClocks(page: Page, request: APIRequestContext, iso: string) {
  await fixBackendClock(request, iso);
  await page.clock.setFixedTime(new Date(iso));
}

/** Frees the backend clock again, so later specs run on real time. */
async function freeBackendClock(request: APIRequestContext) {
  await mock.clock(request, null);
}

/** Frees the backend clock once the spec file is over. */
export function freeBackendClockAfterAll() {
  test.afterAll(async ({ request }) => {
    await freeBackendClock(request);
  });
}
