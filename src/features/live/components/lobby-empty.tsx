import { useIntl } from 'react-intl';
import { lobbyMessages } from '../messages';
import { HomeLink } from './home-link';

/** No class of the alias's groups is planned or under way (named once the groups are known). */
export function LobbyEmpty({ groupNames }: { groupNames: readonly string[] }) {
  const intl = useIntl();
  return (
    <>
      <div className="notice">
        <h2 className="notice__title">
          {groupNames.length
            ? intl.formatMessage(lobbyMessages.emptyTitleOfGroups, {
                groups: intl.formatList(groupNames, { type: 'conjunction' }),
              })
            : intl.formatMessage(lobbyMessages.emptyTitle)}
        </h2>
        <p>{intl.formatMessage(lobbyMessages.emptyBody)}</p>
      </div>
      <HomeLink />
    </>
  );
}
