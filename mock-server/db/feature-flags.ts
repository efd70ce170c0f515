import { z } from 'zod';
import { Table } from './table';

// Feature flags turned on or off per user and alias; a flag without a record is off.

const featureFlagSchema = z.object({
  key: z.string(),
  userUuid: z.string(),
  aliasUuid: z.string(),
  name: z.string(),
  value: z.boolean(),
});
const featureFlags = new Table('featureFlags', featureFlagSchema, (flag) => flag.key);

/**
 * The flags the product knows: every answer lists them, false unless turned on. `admin_site`:
 * the settings offer the administrator site (src/features/settings/admin-site.ts), for the
 * teachers and administrators of an organisation; no pupil of the demo world has it.
 */
export const KNOWN_FEATURE_FLAGS = ['llm_conversation', 'admin_site'] as const;

const keyOf = (userUuid: string, aliasUuid: string, name: string) =>
  `${userUuid}:${aliasUuid}:${name}`;

export function flagsFor(userUuid: string, aliasUuid: string): Record<string, boolean> {
  const flags: Record<string, boolean> = Object.fromEntries(
    KNOWN_FEATURE_FLAGS.map((name) => [name, false]),
  );
  for (const flag of featureFlags.filter(
    (f) => f.userUuid === userUuid && f.aliasUuid === aliasUuid,
  )) {
    flags[flag.name] = flag.value;
  }
  return flags;
}

export function isFlagOn(userUuid: string, aliasUuid: string, name: string): boolean {
  return featureFlags.get(keyOf(userUuid, aliasUuid, name))?.value === true;
}

export async function setFeatureFlag(
  userUuid: string,
  aliasUuid: string,
  name: string,
  value: boolean,
) {
  await featureFlags.insert({
    key: keyOf(userUuid, aliasUuid, name),
    userUuid,
    aliasUuid,
    name,
    value,
  });
}
