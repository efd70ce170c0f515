import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { setLogLevel } from '@pact-foundation/pact-core';
import { consoleLogLevel, fileLogLevel, logFile, PROVIDER } from './pact-config';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

export type VerifyOptions = {
  providerBaseUrl: string;
  pactUrls: string[];
  /** The name of the native core's log file under pact/logs/. */
  logName: string;
  /** Set up states in this process (the mock backend)… */
  stateHandlers?: StateHandlers;
  /** …or by POSTing {state, params, action} to this URL (any running provider). */
  stateSetupUrl?: string;
  /** Publish the results to the Pact Broker of PACT_BROKER_BASE_URL as this provider version. */
  publish?: { providerVersion: string; providerVersionBranch?: string | undefined };
};

/** The verifier's own report (pact_ffi's verifier JSON), for passing and failing runs alike. */
export type VerificationReport = {
  result: boolean;
  interactionResults: {
    description: string;
    providerStates: string[];
    result: string;
    mismatch?: unknown;
  }[];
  errors: { interaction: string; mismatch: unknown }[];
  output: string[];
};

/** Replays every interaction of the pact files against the provider and reports on each. */
export async function verifyPacts(options: VerifyOptions): Promise<VerificationReport> {
  setLogLevel(consoleLogLevel());
  const verifier = new Verifier({
    provider: PROVIDER,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.pactUrls,
    // Only when given: an undefined key would override the verifier's own state-setup proxy.
    ...(options.stateHandlers ? { stateHandlers: options.stateHandlers } : {}),
    ...(options.stateSetupUrl ? { providerStatesSetupUrl: options.stateSetupUrl } : {}),
    logLevel: fileLogLevel(),
    logFile: logFile(options.logName),
    ...(options.publish
      ? {
          publishVerificationResult: true,
          pactBrokerUrl: process.env.PACT_BROKER_BASE_URL,
          pactBrokerToken: process.env.PACT_BROKER_TOKEN,
          providerVersion: options.publish.providerVersion,
          providerVersionBranch: options.publish.providerVersionBranch,
        }
      : {}),
  });
  try {
    return JSON.parse(await verifier.verifyProvider()) as VerificationReport;
  } catch (error) {
    // A failed verification rejects with the same report as its message.
    const report = parseReport(error instanceof Error ? error.message : String(error));
    if (report) return report;
    throw error;
  }
}

function parseReport(text: string): VerificationReport | undefined {
  try {
    const value = JSON.parse(text) as Partial<VerificationReport>;
    return Array.isArray(value.interactionResults) ? (value as VerificationReport) : undefined;
  } catch {
    return undefined;
  }
}
