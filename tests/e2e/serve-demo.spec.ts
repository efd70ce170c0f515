import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test } from '@playwright/test';
import { COURSE, EXERCISE } from '../../mock-server/seed/content-catalogue';
import { exerciseContent } from './support/answer-key';
import { answerEveryQuestion, expect, expectTrophy, startRun } from './support/exercise-run';
import { expectHome, submitLogin } from './support/login-form';
import { APP_KEY } from './support/mock-control';
import { reusablePort } from '../support/reusable-port';

// A demo environment as it runs in production: `npm run serve:demo`, the built app and the API
// on one port over a state file. hana signs in and finishes a vocabulary drill; the process is
// stopped (SIGTERM, exit 0) and started again; her result is still there. This spec starts and
// stops its own server on a free port, over the app the e2e run has just built.

const APP_DIR = process.env.E2E_APP_DIR!;
const HOST = '127.0.0.1';

function killGroup(child: ChildProcess) {
  try {
    process.kill(-child.pid!, 'SIGKILL');
  } catch {
    // gone already
  }
}

type Demo = { child: ChildProcess; exited: Promise<number | null>; output: () => string };

async function serveDemo(port: number, stateFile: string): Promise<Demo> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST,
    MOCK_STATE_FILE: stateFile,
    DEMO_APP_DIR: APP_DIR,
  };
  delete env.MOCK_CONTROL;
  delete env.MOCK_BUILD_HASH;
  // Its own process group, so that nothing it starts can outlive the spec.
  const child = spawn('npm', ['run', '-s', 'serve:demo'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`http://${HOST}:${port}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (ok) return { child, exited, output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  killGroup(child);
  throw new Error(`npm run serve:demo did not become healthy:\n${output}`);
}

test('a demo environment keeps a finished exercise across a restart', async ({ page }) => {
  test.slow();
  const dir = mkdtempSync(join(tmpdir(), 'serve-demo-e2e-'));
  const stateFile = join(dir, 'demo.json');
  const port = await reusablePort(HOST);
  const origin = `http://${HOST}:${port}`;
  let demo = await serveDemo(port, stateFile);
  try {
    // Control operations are off in a demo environment: their paths are ordinary API paths, so
    // the key check answers first, and with the key there is no such operation.
    const reset = `${origin}/api/v1/__mock/reset`;
    expect((await fetch(reset, { method: 'POST' })).status).toBe(401);
    const withKey = { method: 'POST', headers: { 'X-App-Key': APP_KEY } };
    expect((await fetch(reset, withKey)).status).toBe(404);
    // And so is the console, which is nothing but a face on them (never the app's page either).
    expect((await fetch(`${origin}/__console/`)).status).toBe(404);

    await page.goto(`${origin}/user/login`);
    await submitLogin(page, 'hana@sakura.example', 'sakura2026');
    await expectHome(page, 'Hana Sato');

    const exerciseUuid = EXERCISE.greetingWordsVocabulary;
    const { title, parents } = exerciseContent(exerciseUuid);
    await page.goto(`${origin}/exercise/${COURSE.firstSteps}/drill-vocabulary/${exerciseUuid}`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await startRun(page, 'ja');
    await answerEveryQuestion(page, exerciseUuid, 'ja');
    await expectTrophy(page, 'ja', 3);

    // The process manager stops the environment (a deploy): SIGTERM to npm, which hands it on;
    // the server finishes, flushes and exits 0. Then it starts again.
    demo.child.kill('SIGTERM');
    expect(await demo.exited, demo.output()).toBe(0);
    expect(demo.output()).toContain('stopped; every change is in the state file');
    demo = await serveDemo(port, stateFile);

    await page.goto(`${origin}/course/details/${COURSE.firstSteps}`);
    await expect(page.getByRole('heading', { level: 1, name: parents.course.title })).toBeVisible();
    const chapter = page.getByRole('button', { name: new RegExp(`^${parents.chapter.title}`) });
    if ((await chapter.getAttribute('aria-expanded')) === 'false') await chapter.click();
    const link = page.getByRole('link', { name: new RegExp(title) });
    await expect(link.getByRole('img', { name: '最高: 金トロフィー' })).toBeVisible();

    // Home's recent exercises too, still signed in (the token was kept as well).
    await page.goto(`${origin}/`);
    await expectHome(page, 'Hana Sato');
    const recent = page.getByRole('region', { name: '最近のエクササイズ' }).getByRole('listitem');
    await expect(recent.first()).toContainText(title);
  } finally {
    killGroup(demo.child);
    rmSync(dir, { recursive: true, force: true });
  }
});
