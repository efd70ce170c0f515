// One simulated learner of bench:class, doing what the app does in a live lesson, on timers (no
// loop of its own waits between requests): sign in and pick the alias; poll the live sessions
// every 5 s (LIVE_POLL_INTERVAL_MS, src/app/live/limited-mode-watch.ts), claim the lesson with a
// forced state call when it is free (src/lib/rules/live-ownership.ts) and read the limited mode when it
// starts or changes (src/lib/rules/live-limited-mode.ts); then the locked exercises in turn, at a
// human's pace, starting with any of them: open (its details), start with the lesson's sessionId
// and limitedModeId, an answer every 2-4 s (drill-answer for vocabulary and listening cards, log
// for a typing drill, each with an Idempotency-Key as the app's offline calls send), end with the
// counts, then the next one (after the last, the first again).
import { randomUUID } from 'node:crypto';
import type http from 'node:http';
import type { DrillAnswerResult } from '../../src/api/generated/model/drillAnswerResult';
import type { ExerciseAnswerLogResult } from '../../src/api/generated/model/exerciseAnswerLogResult';
import type { ExerciseDetails } from '../../src/api/generated/model/exerciseDetails';
import type { LimitedModeDetails } from '../../src/api/generated/model/limitedModeDetails';
import type { LiveSession } from '../../src/api/generated/model/liveSession';
import type { StartExerciseResponse } from '../../src/api/generated/model/startExerciseResponse';
import type { UserAlias } from '../../src/api/generated/model/userAlias';
import { currentLiveSession } from '../../src/lib/rules/live-current-session';
import {
  limitedModeChange,
  limitedModeIn,
  type LimitedModeState,
} from '../../src/lib/rules/live-limited-mode';
import { ownershipStep } from '../../src/lib/rules/live-ownership';
import { sendRequest } from './load';
import type { Operation, OperationStats } from './operation-stats';

export type LearnerAccount = { email: string; password: string; aliasUuid: string };

/** What the learners of one lesson share: the server, one keep-alive agent, where figures go. */
export type LessonWorld = { port: number; agent: http.Agent; recorders: OperationStats[] };

const POLL_MS = 5000;
/** A human's pause: 2-4 s. */
const pause = () => 2000 + Math.random() * 2000;

type LockedExercise = LimitedModeDetails['exercises'][number];
type Card = {
  /** The answer operation's path under the exercise's. */
  operation: 'drill-answer/' | 'log/';
  body: (logId: number, responseTime: number) => object;
  isCorrect: (result: unknown) => boolean;
};
type Run = { path: string; logId: number; cards: Card[]; correct: number; incorrect: number };
type Answer = { ok: boolean; status: number; data: unknown };

/** The cards of a run: a drill's choice cards from its start, a typing drill's sentences. */
function cardsOf(type: number, details: ExerciseDetails, started: StartExerciseResponse): Card[] {
  if (started.questions?.every((q) => q.options.length > 0)) {
    return started.questions.map((question) => ({
      operation: 'drill-answer/',
      body: (logId) => ({
        uuid: question.uuid,
        logId,
        answer: question.options[Math.floor(Math.random() * question.options.length)]!.id,
      }),
      isCorrect: (result) => (result as DrillAnswerResult).correction === null,
    }));
  }
  if (type === 9) {
    return details.exercise.pages
      .flatMap((page) => page.body)
      .flatMap((item) => (item.type === 'TYPING_PROBLEM' ? [item] : []))
      .map(({ problemUuid, sentence }) => ({
        operation: 'log/',
        // One answer in five with a slip (the last word left out).
        body: (logId, responseTime) => ({
          logId,
          problemUuid,
          answer: Math.random() < 0.2 ? sentence.replace(/\s+\S+$/, '') : sentence,
          skipped: false,
          responseTime,
        }),
        isCorrect: (result) => (result as ExerciseAnswerLogResult).isCorrect === true,
      }));
  }
  throw new Error(`bench:class answers choice drills and typing drills, not type ${type}`);
}

export class SimulatedLearner {
  private readonly deviceId = randomUUID();
  private headers: Record<string, string> = { 'X-App-Key': 'bench', 'Accept-Language': 'ja' };
  private readonly timers = new Set<NodeJS.Timeout>();
  private stopped = false;
  private claiming = false;
  private reading = false;
  private holderKnown = false;
  private limitedMode: LimitedModeState | null = null;
  private exercises: LockedExercise[] = [];
  private working = false;
  private nextExercise = 0;

  constructor(
    private readonly account: LearnerAccount,
    private readonly world: LessonWorld,
  ) {}

  /** In the lesson: its holder known (this device, or another one) and its limited mode read. */
  get joined(): boolean {
    return this.holderKnown && this.exercises.length > 0;
  }

  /** Signs in after `delayMs`; the polls then start at a random point of the first 5 s. */
  begin(delayMs: number): void {
    this.later(delayMs, () => this.signIn());
  }

  stop(): void {
    this.stopped = true;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(ms: number, action: () => Promise<void>): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      if (!this.stopped) void action();
    }, ms);
    this.timers.add(timer);
  }

  private notice(what: string): void {
    for (const recorder of this.world.recorders) recorder.notice(what);
  }

  /** One request, measured under `operation`; its parsed answer (null after a network error). */
  private async send(
    operation: Operation,
    method: string,
    path: string,
    body?: object,
    headers: Record<string, string> = {},
  ): Promise<Answer | null> {
    const target = {
      port: this.world.port,
      method,
      path: `/api/v1${path}`,
      headers: {
        ...this.headers,
        ...(body ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    };
    const sent = performance.now();
    try {
      const { status, body: text, ms } = await sendRequest(this.world.agent, target, true);
      if (this.stopped) return null;
      const ok = status < 400;
      for (const recorder of this.world.recorders) recorder.record(operation, ms, ok);
      return { ok, status, data: ok && text ? JSON.parse(text) : null };
    } catch {
      // A request cut off by stop() (the agent destroyed) is not the server's failure.
      const ms = performance.now() - sent;
      if (!this.stopped)
        for (const recorder of this.world.recorders) recorder.record(operation, ms, false);
      return null;
    }
  }

  private async signIn(): Promise<void> {
    const { email, password } = this.account;
    const signedIn = await this.send('sign-in', 'POST', '/auth/individual/', { email, password });
    if (!signedIn?.ok) return;
    this.headers.Authorization = `Token ${(signedIn.data as { authToken: string }).authToken}`;
    const aliases = await this.send('aliases', 'GET', '/user/aliases/');
    if (!aliases?.ok) return;
    if (!(aliases.data as UserAlias[]).some((alias) => alias.uuid === this.account.aliasUuid)) {
      this.notice('alias not listed');
      return;
    }
    this.headers['X-Alias-Uuid'] = this.account.aliasUuid;
    this.later(Math.random() * POLL_MS, () => this.poll());
  }

  private async poll(): Promise<void> {
    this.later(POLL_MS, () => this.poll());
    const polled = await this.send('poll', 'GET', '/live/sessions/');
    if (!polled?.ok) return;
    const sessions = polled.data as LiveSession[];
    const now = new Date();
    const current = currentLiveSession(sessions, now);
    if (!current) {
      this.notice('no lesson listed');
      return;
    }
    const step = ownershipStep(current, this.deviceId, now);
    if (step === 'claim') void this.claim(current.id);
    else this.holderKnown = true;
    if (step === 'alert') this.notice('another device holds the lesson (the app alerts)');
    const limitedMode = limitedModeIn(sessions, now);
    const change = limitedModeChange(this.limitedMode, limitedMode);
    if (limitedMode && (change === 'started' || change === 'changed'))
      void this.readLimitedMode(limitedMode);
  }

  private async claim(sessionId: number): Promise<void> {
    if (this.claiming) return;
    this.claiming = true;
    const claimed = await this.send('claim', 'POST', '/live/state/', {
      currentSessionId: sessionId,
      deviceId: this.deviceId,
      force: true,
    });
    this.claiming = false;
    if (claimed?.ok) this.holderKnown = true;
    else if (claimed?.status === 409) this.notice('claim refused: another device (409)');
  }

  private async readLimitedMode(state: LimitedModeState): Promise<void> {
    if (this.reading) return;
    this.reading = true;
    const read = await this.send(
      'limited mode',
      'GET',
      `/live/sessions/${state.sessionId}/limited-mode/${state.limitedModeId}/`,
    );
    this.reading = false;
    if (!read?.ok) return;
    this.limitedMode = state;
    this.exercises = (read.data as LimitedModeDetails).exercises;
    if (!this.working && this.exercises.length > 0) {
      this.working = true;
      this.nextExercise = Math.floor(Math.random() * this.exercises.length);
      this.later(pause(), () => this.open());
    }
  }

  /** Opens the next locked exercise and starts a run; a failure moves on to the one after. */
  private async open(): Promise<void> {
    const exercise = this.exercises[this.nextExercise++ % this.exercises.length]!;
    const lesson = this.limitedMode!;
    const path = `/exercises/${exercise.courseUuid}/${exercise.exerciseType}/${exercise.exerciseUuid}/`;
    const details = await this.send('open', 'GET', path);
    const started = details?.ok
      ? await this.send('start', 'POST', `${path}start/`, {
          sessionId: lesson.sessionId,
          limitedModeId: lesson.limitedModeId,
        })
      : null;
    if (!details?.ok || !started?.ok) {
      this.later(pause(), () => this.open());
      return;
    }
    const { logId } = started.data as StartExerciseResponse;
    const cards = cardsOf(
      exercise.exerciseType,
      details.data as ExerciseDetails,
      started.data as StartExerciseResponse,
    );
    this.answerLater({ path, logId, cards, correct: 0, incorrect: 0 }, 0);
  }

  /** The learner thinks 2-4 s, then answers card `index`. */
  private answerLater(run: Run, index: number): void {
    const thinking = pause();
    this.later(thinking, () => this.answer(run, index, Math.round(thinking)));
  }

  private async answer(run: Run, index: number, responseTime: number): Promise<void> {
    const card = run.cards[index]!;
    const answered = await this.send(
      'answer',
      'POST',
      `${run.path}${card.operation}`,
      card.body(run.logId, responseTime),
      { 'Idempotency-Key': randomUUID() },
    );
    if (!answered?.ok) {
      // The counts would no longer match the logged answers: on to the next exercise.
      this.later(pause(), () => this.open());
      return;
    }
    if (card.isCorrect(answered.data)) run.correct++;
    else run.incorrect++;
    if (index + 1 < run.cards.length) this.answerLater(run, index + 1);
    else await this.end(run);
  }

  private async end(run: Run): Promise<void> {
    await this.send(
      'end',
      'POST',
      `${run.path}end/`,
      {
        logId: run.logId,
        numCorrectAnswers: run.correct,
        numIncorrectAnswers: run.incorrect,
        numSkipped: 0,
      },
      { 'Idempotency-Key': randomUUID() },
    );
    this.later(pause(), () => this.open());
  }
}
