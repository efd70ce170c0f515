import { performanceSummaryQuery } from '../../api/queries/history';
import type { ScreenQueries } from './screen-loader';

/** The skills overview: the learner's performance summary. */
export const skillsQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(performanceSummaryQuery(session));
};
