// The live classes' query options (./session-key.ts): the shell's poll, the lock, the lobby and the
// loaders read the same entries.
import {
  getGetLimitedModeQueryOptions,
  getListLiveSessionsQueryOptions,
} from '../generated/endpoints/live/live';
import { forSession, type QuerySession } from './session-key';

/** The alias's live classes (polled every 5 s by the shell, spec 4.4). */
export const liveSessionsQuery = (session: QuerySession) =>
  forSession(getListLiveSessionsQueryOptions(), session);

/** The exercises a class's limited mode lets the learner open. */
export const limitedModeQuery = (sessionId: number, limitedModeId: number, session: QuerySession) =>
  forSession(getGetLimitedModeQueryOptions(sessionId, limitedModeId), session);
