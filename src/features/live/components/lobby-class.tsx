import { useIntl } from 'react-intl';
import type { LiveSession } from '../../../api/generated/model/liveSession';
import type { Language } from '../../../lib/services/storage';
import { formatClassTime } from '../../../i18n/format-class-time';
import { lobbyMessages } from '../messages';

type LobbyClassProps = {
  session: LiveSession;
  upcoming: boolean;
  now: Date;
  language: Language;
};

/** The class: its group, whether it is starting soon or under way, its planned start and end. */
export function LobbyClass({ session, upcoming, now, language }: LobbyClassProps) {
  const intl = useIntl();
  return (
    <section className="lobby-class" aria-labelledby="lobby-class-heading">
      <h2 id="lobby-class-heading" className="lobby-class__heading">
        {intl.formatMessage(lobbyMessages.classHeading, { group: session.group.name })}
      </h2>
      <p
        className={`lobby-class__status lobby-class__status--${upcoming ? 'upcoming' : 'under-way'}`}
      >
        {intl.formatMessage(upcoming ? lobbyMessages.statusUpcoming : lobbyMessages.statusUnderWay)}
      </p>
      <dl className="lobby-class__times">
        <div>
          <dt>{intl.formatMessage(lobbyMessages.startLabel)}</dt>
          <dd>
            <time dateTime={session.startsAt}>
              {formatClassTime(session.startsAt, now, language)}
            </time>
          </dd>
        </div>
        <div>
          <dt>{intl.formatMessage(lobbyMessages.endLabel)}</dt>
          <dd>
            <time dateTime={session.endsAt}>
              {formatClassTime(session.endsAt, session.startsAt, language)}
            </time>
          </dd>
        </div>
      </dl>
    </section>
  );
}
