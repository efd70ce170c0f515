import { z } from 'zod';
import { PutActionLogBody } from '../../src/api/generated/zod/logs/logs.zod';
import { Table } from './table';

// Events written to the action-log stream (putActionLog), kept in arrival order.

const actionLogSchema = PutActionLogBody.extend({
  id: z.int(),
  receivedAt: z.iso.datetime({ offset: true }),
});

export const actionLogs = new Table('actionLogs', actionLogSchema, (log) => log.id);
