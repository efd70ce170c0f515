import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { homeMessages } from '../messages';

const AREAS: { to: string; title: MessageDescriptor; hint: MessageDescriptor }[] = [
  { to: paths.courseExplore(), title: homeMessages.courses, hint: homeMessages.coursesHint },
  { to: paths.assignmentExplore(), title: homeMessages.assignments, hint: homeMessages.assignmentsHint },
  { to: paths.learningHistorySummary(), title: homeMessages.history, hint: homeMessages.historyHint },
  { to: paths.skills(), title: homeMessages.skills, hint: homeMessages.skillsHint },
  { to: paths.userSettings(), title: homeMessages.settings, hint: homeMessages.settingsHint },
];

/** Links to the main areas of the app (the full dashboard of spec 2.4 comes in a later release). */
export function HomeAreas() {
  return (
    <section aria-labelledby="home-areas-heading">
      <h2 id="home-areas-heading">
        <FormattedMessage {...homeMessages.areasHeading} />
      </h2>
      <ul className="card-list">
        {AREAS.map((area) => (
          <li key={area.to} className="card">
            <Link to={area.to} className="card__link">
              <FormattedMessage {...area.title} />
            </Link>
            <p className="card__hint">
              <FormattedMessage {...area.hint} />
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
