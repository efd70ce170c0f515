import { PactV4, SpecificationVersion, type V3MockServer } from '@pact-foundation/pact';
import { getFfiLib, setLogLevel } from '@pact-foundation/pact-core';
import { configureHttpClient, type Credentials } from '../../../src/api/http-client';
import {
  CONSUMER_OUTPUT_DIR,
  consoleLogLevel,
  fileLogLevel,
  LEARNER_PACT,
  logFile,
  type Pacticipants,
} from '../../support/pact-config';

/**
 * The pact of one consumer spec file. Interactions are merged into the one pact file of the
 * consumer and provider (the learner app and API unless told) in pact/.tmp/consumer/; the native
 * core logs to pact/logs/consumer-<tag>.log (it can only be pointed at a file before its first
 * use, hence the early call).
 */
export function createConsumerPact(tag: string, pacticipants: Pacticipants = LEARNER_PACT): PactV4 {
  setLogLevel(consoleLogLevel());
  getFfiLib(fileLogLevel(), logFile(`consumer-${tag}`));
  return new PactV4({
    consumer: pacticipants.consumer,
    provider: pacticipants.provider,
    dir: CONSUMER_OUTPUT_DIR,
    spec: SpecificationVersion.SPECIFICATION_VERSION_V4,
    logLevel: consoleLogLevel(),
  });
}

/** Points the app's HTTP client at the pact mock server, sending these credentials. */
export function useMockServer(
  server: V3MockServer,
  credentials: Credentials = {},
  transport: typeof fetch = (...args) => globalThis.fetch(...args),
): void {
  configureHttpClient({
    baseUrl: `${server.url}/api/v1`,
    credentials: () => ({ language: 'ja', ...credentials }),
    validateResponses: true,
    fetch: transport,
  });
}
