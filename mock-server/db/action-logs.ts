import { z } from 'zod';
import { PutActionLogBody } from '../../src/api/generated/zod/logs/logs.zod';
import { Table } from './table';

// Events written to the action-log stream (putActionLog), kept in arrival order.

export const actionLogSchema = PutActionLogBody.extend({
  id: z.int(),
  receivedAt: z.iso.datetime({ offset: true }),
});
export type ActionLogRecord = z.output<typeof actionLogSchema>;

export const actionLogs = new Table('actionLogs', actionLogSchema, (log) => log.id);
