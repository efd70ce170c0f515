import { z } from 'zod';
import { PostUserFeedbackBody } from '../../src/api/generated/zod/history/history.zod';
import { Table } from './table';

// The learner's feedback on an exercise session, one per session (a new one replaces it).

const userFeedbackSchema = PostUserFeedbackBody.extend({
  aliasUuid: z.uuid(),
  submittedAt: z.iso.datetime({ offset: true }),
});

export const userFeedback = new Table('userFeedback', userFeedbackSchema, (f) => f.logId);
