import { readFileSync } from 'node:fs';
import { Verifier, type VerifierOptions } from '@pact-foundation/pact';
import { STATE, type StateSetupRequest } from '../../mock-server/seed/provider-state-names';
import { logFile, isVerbose, PROVIDER } from './pact-config';

type StateHandlers = NonNullable<VerifierOptions['stateHandlers']>;

export type VerifyOptions = {
  providerBaseUrl: string;
  pactUrls: string[];
  /** The name of the native core's log file under pact/logs/. */
  logName: string;
  /** Set up states in this process (the mock backend)… */
  stateHandlers?: StateHandlers;
  /** …or by POSTing {state, params, action} to this URL (any running provider, see README). */
  stateSetupUrl?: string | undefined;
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

/**
 * State handlers that forward every state change to the provider's state-setup URL, in the body
 * pact/README.md documents, and hand its JSON answer (the provider values) to the verifier.
 */
function forwardingStateHandlers(url: string): StateHandlers {
  const send = (state: string, action: StateSetupRequest['action']) => async (params?: unknown) => {
    const body: StateSetupRequest = {
      state,
      params: (params ?? {}) as Record<string, unknown>,
      action,
    };
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    if (!response.ok)
      throw new Error(`${action} of '${state}' answered HTTP ${response.status}: ${text}`);
    return action === 'setup' && text
      ? (JSON.parse(text) as Record<string, string | number>)
      : undefined;
  };
  return Object.fromEntries(
    Object.values(STATE).map((state) => [
      state,
      { setup: send(state, 'setup'), teardown: send(state, 'teardown') },
    ]),
  );
}

/** The provider a pact file names (eigo-learner-api or eigo-mock-control). */
function providerOf(pactFile: string): string {
  try {
    const pact = JSON.parse(readFileSync(pactFile, 'utf8')) as { provider?: { name?: string } };
    return pact.provider?.name ?? PROVIDER;
  } catch {
    return PROVIDER; // a URL, or a file the verifier reports on itself
  }
}

/**
 * Replays every interaction of the pact files against the provider and reports on each. The pact
 * files are verified as the provider each one names (one verifier run per provider), so results
 * published to a broker go to the right pacticipant.
 */
export async function verifyPacts(options: VerifyOptions): Promise<VerificationReport> {
  const byProvider = new Map<string, string[]>();
  for (const url of options.pactUrls) {
    const provider = providerOf(url);
    byProvider.set(provider, [...(byProvider.get(provider) ?? []), url]);
  }
  const reports: VerificationReport[] = [];
  for (const [provider, pactUrls] of byProvider) {
    const logName = provider === PROVIDER ? options.logName : `${options.logName}-${provider}`;
    reports.push(await verifyProvider(provider, { ...options, pactUrls, logName }));
  }
  return {
    result: reports.every((report) => report.result),
    interactionResults: reports.flatMap((report) => report.interactionResults),
    errors: reports.flatMap((report) => report.errors),
    output: reports.flatMap((report) => report.output),
  };
}

async function verifyProvider(
  provider: string,
  options: VerifyOptions,
): Promise<VerificationReport> {
  const stateHandlers = options.stateSetupUrl
    ? forwardingStateHandlers(options.stateSetupUrl)
    : options.stateHandlers;
  const verifier = new Verifier({
    provider,
    providerBaseUrl: options.providerBaseUrl,
    pactUrls: options.pactUrls,
    ...(stateHandlers ? { stateHandlers } : {}),
    // One level for pact's console logger and the native log file: errors only unless verbose.
    logLevel: isVerbose() ? 'debug' : 'error',
    logFile: logFile(options.logName),
    ...(options.publish
      ? definedOnly({
          publishVerificationResult: true,
          pactBrokerUrl: process.env.PACT_BROKER_BASE_URL,
          pactBrokerToken: process.env.PACT_BROKER_TOKEN,
          pactBrokerUsername: process.env.PACT_BROKER_USERNAME,
          pactBrokerPassword: process.env.PACT_BROKER_PASSWORD,
          providerVersion: options.publish.providerVersion,
          providerVersionBranch: options.publish.providerVersionBranch,
        })
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

/** The verifier refuses options given as undefined: leave them out. */
function definedOnly<T extends Record<string, unknown>>(options: T): Partial<T> {
  return Object.fromEntries(
    Object.entries(options).filter(([, value]) => value !== undefined),
  ) as Partial<T>;
}

function parseReport(text: string): VerificationReport | undefined {
  try {
    const value = JSON.parse(text) as Partial<VerificationReport>;
    return Array.isArray(value.interactionResults) ? (value as VerificationReport) : undefined;
  } catch {
    return undefined;
  }
}
