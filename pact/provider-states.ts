// The provider states of the pact files: every situation an interaction needs the backend to be
// in, by name. The consumer specs name them in `given(...)`; a provider sets each one up when the
// verifier asks (the mock backend in mock-server/seed/provider-states.ts, a real backend behind
// its state-setup URL, see pact/README.md) and answers with the values listed in STATE_PROVIDES.
// Renaming a state breaks every backend that verifies these pacts: add new names instead.

export const STATE = {
  nobodySignedIn: 'nobody is signed in',
  maintenanceActive: 'maintenance is active',
  hanaSignedIn: 'hana is signed in to Sakura JHS',
} as const;

export type StateName = (typeof STATE)[keyof typeof STATE];

/**
 * The values a state setup answers with. The verifier injects them into the recorded requests
 * (`fromProviderState('${authToken}', …)`), so a backend uses its own tokens and ids.
 */
export type ProviderValueName = 'authToken' | 'aliasUuid';

export type ProviderValues = Partial<Record<ProviderValueName, string | number>>;

/** What each state's setup must answer with (an empty list: an empty JSON object). */
export const STATE_PROVIDES: Record<StateName, readonly ProviderValueName[]> = {
  [STATE.nobodySignedIn]: [],
  [STATE.maintenanceActive]: [],
  [STATE.hanaSignedIn]: ['authToken', 'aliasUuid'],
};

/** The body of a state-setup request (sent by the verifier to the state-setup URL). */
export type StateSetupRequest = {
  state: string;
  params?: Record<string, unknown>;
  action: 'setup' | 'teardown';
};
