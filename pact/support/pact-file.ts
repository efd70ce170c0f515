import { existsSync, readFileSync } from 'node:fs';

// Reading pact files and comparing them without what changes from run to run or tool to tool.

type PactFile = { metadata?: Record<string, unknown>; interactions?: unknown[] };

/** Pact's metadata records the versions of the tools that wrote the file: not part of the contract. */
const VOLATILE_METADATA = ['pact-js', 'pactRust'];

/** The pact, with tool versions dropped and interactions in a stable order, as stable JSON. */
export function normalisedPact(path: string): string | undefined {
  if (!existsSync(path)) return undefined;
  const pact = JSON.parse(readFileSync(path, 'utf8')) as PactFile;
  const metadata = { ...pact.metadata };
  for (const key of VOLATILE_METADATA) delete metadata[key];
  const interactions = [...(pact.interactions ?? [])].sort((a, b) =>
    interactionKey(a).localeCompare(interactionKey(b)),
  );
  return `${JSON.stringify({ ...pact, metadata, interactions }, null, 2)}\n`;
}

function interactionKey(interaction: unknown): string {
  const { description, providerStates } = interaction as {
    description?: string;
    providerStates?: unknown;
  };
  return `${description ?? ''} ${JSON.stringify(providerStates ?? [])}`;
}

/** The descriptions of the interactions only one of two normalised pacts has (for a short report). */
export function interactionDifferences(expected: string | undefined, actual: string | undefined) {
  const descriptions = (text: string | undefined) =>
    new Set(((text ? (JSON.parse(text) as PactFile).interactions : []) ?? []).map(interactionKey));
  const [committed, written] = [descriptions(expected), descriptions(actual)];
  return {
    added: [...written].filter((d) => !committed.has(d)),
    removed: [...committed].filter((d) => !written.has(d)),
  };
}
