import { z } from 'zod';
import { Table } from './table';

// The first answer to each write that came with an Idempotency-Key, so that a repeated key is
// answered with it and records nothing new (../runtime/idempotency.ts). One record per
// (alias uuid, or user when the operation has no alias; operation; key). Answers of 5xx are never
// kept. The records go into the state file like every table, and `reset` empties them.

const idempotentAnswerSchema = z.object({
  /** `${scope}\n${operation}\n${key}`: see idempotentAnswerKey. */
  id: z.string(),
  /** The request the key was first used with: path, query and body text. */
  request: z.string(),
  status: z.int().min(100).max(499),
  contentType: z.string().nullable(),
  /** The answer's body text, null when it had none (204). */
  body: z.string().nullable(),
  storedAt: z.iso.datetime({ offset: true }),
});

export const idempotentAnswers = new Table(
  'idempotentAnswers',
  idempotentAnswerSchema,
  (a) => a.id,
);

/** The record id of a key: whose it is (alias uuid or `user:<uuid>`), the operation, the key. */
export const idempotentAnswerKey = (scope: string, operation: string, key: string): string =>
  `${scope}\n${operation}\n${key}`;
