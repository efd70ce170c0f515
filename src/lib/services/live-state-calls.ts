import type { LivePlace } from '../../api/generated/model/livePlace';
import type { LiveSession } from '../../api/generated/model/liveSession';
import { samePlace } from './live-place';

// The live state calls of this device (spec 4.4: only one in flight at a time): the claims of
// the class (forced, ./live-ownership.ts) and the reports of where the learner is (unforced:
// they never take the class from another device). A claim while a call is under way is refused
// ('busy': the next poll claims again); a place while a call is under way waits, and a newer
// place replaces the one waiting, so the backend hears the latest place right after the call
// under way, never a backlog. A claim carries the place too. A place that was delivered is not
// sent again; one that failed is sent again at the next `report` (the ownership reports on every
// poll).

export type StateCall = {
  currentSessionId: number;
  force: boolean;
  place: LivePlace;
  keepalive?: boolean;
};

type Send = (call: StateCall) => Promise<LiveSession>;

type Waiting = { sessionId: number; place: LivePlace; keepalive: boolean };

export class LiveStateCalls {
  private inFlight = false;
  private waiting: Waiting | null = null;
  /** The place the backend has for a session (delivered), or null. */
  private delivered: { sessionId: number; place: LivePlace } | null = null;

  constructor(
    private readonly send: Send,
    private readonly onReportFailed: (sessionId: number, error: unknown) => void = () => {},
  ) {}

  get busy(): boolean {
    return this.inFlight;
  }

  /**
   * Claims the session with a forced call carrying the place; refused while a call is under way.
   * Settles with the session, or rejects with the call's error.
   */
  async claim(sessionId: number, place: LivePlace): Promise<LiveSession | 'busy'> {
    if (this.inFlight) return 'busy';
    const session = await this.run({ currentSessionId: sessionId, force: true, place });
    return session;
  }

  /** Tells the backend where the learner is, once the call under way (if any) is over. */
  report(sessionId: number, place: LivePlace, { keepalive = false } = {}): void {
    if (this.inFlight) {
      this.waiting = { sessionId, place, keepalive };
      return;
    }
    this.waiting = null;
    if (this.isDelivered(sessionId, place)) return;
    void this.run({ currentSessionId: sessionId, force: false, place, keepalive }).catch(
      (error: unknown) => this.onReportFailed(sessionId, error),
    );
  }

  /** The class is over or this device no longer reports: what it delivered is forgotten. */
  forget(): void {
    this.waiting = null;
    this.delivered = null;
  }

  private isDelivered(sessionId: number, place: LivePlace): boolean {
    return (
      this.delivered !== null &&
      this.delivered.sessionId === sessionId &&
      samePlace(this.delivered.place, place)
    );
  }

  private async run(call: StateCall): Promise<LiveSession> {
    this.inFlight = true;
    try {
      const session = await this.send(call);
      this.delivered = { sessionId: call.currentSessionId, place: call.place };
      return session;
    } finally {
      this.inFlight = false;
      const next = this.waiting;
      if (next) this.report(next.sessionId, next.place, { keepalive: next.keepalive });
    }
  }
}
