import { liveSessionsQuery } from '../../api/queries/live';
import type { ScreenQueries } from './screen-loader';

/**
 * The live-class lobby: the alias's classes. (The chosen exercises of a limited mode depend on the
 * class in force and are asked again each time the lobby opens: left to the lobby.)
 */
export const liveLobbyQueries: ScreenQueries = ({ session, ensure }) => {
  ensure(liveSessionsQuery(session));
};
