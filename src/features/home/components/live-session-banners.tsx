import { useIntl } from 'react-intl';
import type { LiveSession } from '../../../api/generated/model/liveSession';
import { paths } from '../../../config/routes';
import { useNow } from '../../../hooks/use-now';
import { useLanguage } from '../../../i18n/language-context';
import { Link } from 'react-router';
import { formatClassTime } from '../../../i18n/format-class-time';
import { homeMessages } from '../messages';
import '../home.css';

/** How often the banners look at the clock again. */
const CLOCK_TICK_MS = 5000;

/**
 * One banner per live class (spec 2.4 item 3): before its start it says when the class of the
 * group begins; from the start on, that it is under way and until when. Each has a button to the
 * live-class lobby: to wait there, or to join the class under way.
 */
export function LiveSessionBanners({ sessions }: { sessions: readonly LiveSession[] }) {
  const intl = useIntl();
  const { language } = useLanguage();
  const now = useNow(CLOCK_TICK_MS);
  if (sessions.length === 0) return null;
  return (
    <section className="live-banners" aria-label={intl.formatMessage(homeMessages.liveLabel)}>
      {sessions.map((session) => {
        const upcoming = Date.parse(session.startsAt) > now.getTime();
        return (
          <div
            key={session.id}
            className={`live-banner live-banner--${upcoming ? 'upcoming' : 'under-way'}`}
          >
            <p className="live-banner__text">
              {upcoming
                ? intl.formatMessage(homeMessages.liveUpcoming, {
                    group: session.group.name,
                    time: formatClassTime(session.startsAt, now, language),
                  })
                : intl.formatMessage(homeMessages.liveUnderWay, {
                    group: session.group.name,
                    end: formatClassTime(session.endsAt, now, language),
                  })}
            </p>
            <Link
              className={`button button--${upcoming ? 'primary' : 'secondary'} live-banner__button`}
              to={paths.liveLobby()}
            >
              {intl.formatMessage(homeMessages.liveLobby, { upcoming: upcoming ? 'yes' : 'no' })}
            </Link>
          </div>
        );
      })}
    </section>
  );
}
