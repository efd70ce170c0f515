import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useGetMockDirectory, useListMockActivity } from '../../api/generated/endpoints/mock/mock';
import { Field } from '../../components/ui/field';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { Spinner } from '../../components/ui/spinner';
import { TrophyArtwork } from '../../components/ui/trophy-artwork';
import { describeActivity } from '../lib/activity-text';
import { consoleMessages } from '../messages';
import { activityMessages } from './activity-messages';
import './activity.css';

/** How often the log is read again. */
const ACTIVITY_POLL_MS = 2000;

/** What happened in the backend, newest first, as it happens; one user's or everyone's. */
export function ActivityView() {
  const intl = useIntl();
  const [userEmail, setUserEmail] = useState('');
  const { data: directory } = useGetMockDirectory();
  const activity = useListMockActivity(userEmail ? { userEmail, limit: 300 } : { limit: 300 }, {
    // The list stays while another user's events load (no flash of the spinner).
    query: { refetchInterval: ACTIVITY_POLL_MS, placeholderData: (previous) => previous },
  });
  const typeName = (type: number) =>
    intl.formatMessage(exerciseTypeMessages[type as keyof typeof exerciseTypeMessages]);
  const backend = intl.formatMessage(activityMessages.backend);
  const entries = activity.data ?? [];
  return (
    <section className="panel console-card console-activity" aria-labelledby="activity-heading">
      <div className="console-card__head">
        <h1 id="activity-heading" className="console-card__title">
          {intl.formatMessage(activityMessages.heading)}
        </h1>
        <p className="console-muted console-small">
          {intl.formatMessage(activityMessages.count, { count: entries.length })}
        </p>
      </div>
      <p className="console-muted">{intl.formatMessage(activityMessages.intro)}</p>
      <div className="console-form console-form--inline">
        <Field label={intl.formatMessage(activityMessages.filterLabel)}>
          {(id) => (
            <select
              id={id}
              value={userEmail}
              onChange={(event) => setUserEmail(event.target.value)}
            >
              <option value="">{intl.formatMessage(activityMessages.filterEveryone)}</option>
              {(directory?.users ?? []).map((user) => (
                <option key={user.uuid} value={user.email}>
                  {`${user.userName} <${user.email}>`}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      {activity.isPending ? (
        <Spinner label={intl.formatMessage(consoleMessages.loading)} />
      ) : entries.length === 0 ? (
        <p className="console-muted">
          {intl.formatMessage(userEmail ? activityMessages.emptyForUser : activityMessages.empty)}
        </p>
      ) : (
        <ol
          className="console-log"
          aria-label={intl.formatMessage(activityMessages.listLabel)}
          tabIndex={0}
        >
          {entries.map((entry) => {
            const line = describeActivity(entry, typeName, backend);
            return (
              <li key={entry.id} className={`console-log__entry console-log__entry--${entry.kind}`}>
                <time className="console-log__time" dateTime={entry.at}>
                  {intl.formatMessage(consoleMessages.dateTime, { time: new Date(entry.at) })}
                </time>
                <span className="console-log__text">
                  {intl.formatMessage(line.message, line.values)}
                </span>
                {entry.kind === 'exerciseEnded' && entry.details.trophy ? (
                  <TrophyArtwork
                    trophy={entry.details.trophy}
                    className="console-log__trophy"
                    label={intl.formatMessage(activityMessages.trophy, {
                      trophy: entry.details.trophy,
                    })}
                  />
                ) : null}
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
