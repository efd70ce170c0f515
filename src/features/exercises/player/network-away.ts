// Whether a call failed because the network is away (the device says it is offline, or the call
// never reached a server: status 0), as opposed to the backend refusing it. A start that fails so
// says the exercise needs the internet (or, for a kind judged on the device, starts offline).
import { ApiError } from '../../../api/http-client';

export const isNetworkAway = (error?: unknown): boolean =>
  globalThis.navigator?.onLine === false || (error instanceof ApiError && error.status === 0);
