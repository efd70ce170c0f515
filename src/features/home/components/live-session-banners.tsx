import { useIntl } from 'react-intl';
import type { LiveSession } from '../../../api/generated/model/liveSession';
import { useNow } from '../../../hooks/use-now';
import { useLanguage } from '../../../i18n/language-context';
import { formatClassTime } from '../format-class-time';
import { homeMessages } from '../messages';
import '../home.css';

/** How often the banners look at the clock again. */
const CLOCK_TICK_MS = 5000;

/**
 * One banner per live class (spec 2.4 item 3): before its start it says when the class of the
 * group begins; from the start on, that it is under way and until when.
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
          <p
            key={session.id}
            className={`live-banner live-banner--${upcoming ? 'upcoming' : 'under-way'}`}
          >
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
        );
      })}
    </section>
  );
}
