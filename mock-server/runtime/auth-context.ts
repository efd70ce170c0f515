import {
  aliases,
  groups,
  organisations,
  tokens,
  users,
  type Alias,
  type Group,
  type Organisation,
  type User,
} from '../db/identity';
import { isTokenExpired } from '../db/auth-tokens';
import { languageOf, type Lang } from './language';
import { badRequest, forbidden, unauthorized } from './problem';

export type UserContext = { user: User; token: string; lang: Lang };
export type AliasContext = UserContext & {
  alias: Alias;
  organisation: Organisation;
  groups: Group[];
};

/**
 * The user behind `Authorization: Token <token>`; 401 problem without a valid token: none, an
 * unknown or revoked one (logout, a password set or reset), or one past its lifetime
 * (../rules/token-lifetime.ts), all alike.
 */
export function authenticate(request: Request): UserContext {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Token\s+(\S+)$/i.exec(header.trim());
  const record = match ? tokens.get(match[1]!) : undefined;
  const user = record ? users.get(record.userUuid) : undefined;
  if (!record || !user || isTokenExpired(record)) throw unauthorized();
  return { user, token: record.token, lang: languageOf(request) };
}

/**
 * The signed-in user and the alias of `X-Alias-Uuid`: 401 without a valid token, 400 without the
 * header, 403 when the alias is not one of this user's.
 */
export function authenticateAlias(request: Request): AliasContext {
  const context = authenticate(request);
  const aliasUuid = request.headers.get('x-alias-uuid');
  if (!aliasUuid) throw badRequest({ 'X-Alias-Uuid': ['The X-Alias-Uuid header is required'] });
  const alias = aliases.get(aliasUuid);
  if (!alias || alias.userUuid !== context.user.uuid) throw forbidden();
  const organisation = organisations.get(alias.orgHash);
  if (!organisation) throw forbidden();
  const aliasGroups = alias.groupIds.map((id) => groups.get(id)).filter((g): g is Group => !!g);
  return { ...context, alias, organisation, groups: aliasGroups };
}
