import { z } from 'zod';
import { Table } from './table';

// Organisations, groups, users, their aliases and issued tokens (internal records of the mock).

const organisationSchema = z.object({
  hash: z.string(),
  name: z.string(),
  kind: z.enum(['school', 'cram_school', 'company']),
});
export const organisations = new Table('organisations', organisationSchema, (o) => o.hash);

const groupSchema = z.object({ id: z.int(), name: z.string(), orgHash: z.string() });
export const groups = new Table('groups', groupSchema, (g) => g.id);

const userSchema = z.object({
  uuid: z.uuid(),
  email: z.string(),
  /** The password, or null while only a temporary password or an invitation exists. */
  password: z.string().nullable(),
  tmpPassword: z.string().nullable(),
  userType: z.enum(['individual', 'org_member']),
  userName: z.string(),
  useOnlyHttp: z.boolean(),
  accent: z.union([z.literal(0), z.literal(1), z.literal(2)]),
  speed: z.union(
    [50, 75, 90, 100, 110, 125].map((n) => z.literal(n)) as [
      z.ZodLiteral<number>,
      ...z.ZodLiteral<number>[],
    ],
  ),
});
export const users = new Table('users', userSchema, (u) => u.uuid);

const aliasSchema = z.object({
  uuid: z.uuid(),
  userUuid: z.uuid(),
  orgHash: z.string(),
  name: z.string(),
  groupIds: z.array(z.int()),
});
export const aliases = new Table('aliases', aliasSchema, (a) => a.uuid);

const tokenSchema = z.object({
  token: z.string(),
  userUuid: z.uuid(),
  issuedAt: z.string(),
});
export const tokens = new Table('tokens', tokenSchema, (t) => t.token);

export type User = z.output<typeof userSchema>;
export type Alias = z.output<typeof aliasSchema>;
export type Organisation = z.output<typeof organisationSchema>;
export type Group = z.output<typeof groupSchema>;
export type Token = z.output<typeof tokenSchema>;

const usersByEmail = users.groupBy((user) => user.email.toLowerCase());
const aliasesByUser = aliases.groupBy((alias) => alias.userUuid);

export function userByEmail(email: string): User | undefined {
  return usersByEmail.first(email.trim().toLowerCase());
}

export function aliasesOf(userUuid: string): Alias[] {
  return aliasesByUser.get(userUuid);
}
