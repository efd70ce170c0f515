import { pathAfterSignIn, searchOfPath } from './next-path';

// Which alias a session starts with once the user's aliases are known (spec 2.2, 4.2, 6): the one
// an `aliasUuid` query asks for, else the one remembered for this user, else the first.

/**
 * `remembered` holds every stored selection (userUuid → aliasUuid, of any user on this device).
 * Alias uuids belong to one user only, so the remembered one that is among `aliases` is this
 * user's: the user need not be known yet (the profile needs an alias before it can load).
 */
export function pickAlias(
  aliases: readonly string[],
  requested: string | null,
  remembered: Readonly<Record<string, string>>,
): string | null {
  if (requested !== null && aliases.includes(requested)) return requested;
  return Object.values(remembered).find((uuid) => aliases.includes(uuid)) ?? aliases[0] ?? null;
}

/** The alias the `aliasUuid` query of this address asks for (spec 2.2), or null. */
export function aliasQueryOf(search: string): string | null {
  const value = new URLSearchParams(search).get('aliasUuid');
  return value && value.trim() !== '' ? value.trim() : null;
}

/**
 * The alias a session starts with if the user has it: the address's `aliasUuid` query, or on a
 * sign-in screen the one of the page it leads to (its `nextPath`), so the session starts in the
 * organisation a teacher's link is for.
 */
export function requestedAliasUuid(search: string): string | null {
  return aliasQueryOf(searchOfPath(pathAfterSignIn(search, '/')));
}
