import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { layoutMessages } from '../../../features/shell/messages';

/** An exercise that cannot be shown (unknown address, a kind not built yet), with a way out. */
export function ExerciseProblem({
  message,
  courseUuid,
}: {
  message: MessageDescriptor;
  courseUuid: string;
}) {
  return (
    <section className="notice notice--warning exercise-problem" role="alert">
      <p>
        <FormattedMessage {...message} />
      </p>
      <p>
        <Link to={courseUuid ? paths.courseDetails(courseUuid) : paths.home()}>
          <FormattedMessage {...layoutMessages.back} />
        </Link>
      </p>
    </section>
  );
}
