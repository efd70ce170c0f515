import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { notFoundMessages } from '../messages';

/** The 404 page: the title 404 and the path that was asked for (spec 2.1). */
export function NotFound({ path, signedIn }: { path: string; signedIn: boolean }) {
  return (
    <section className="not-found" aria-labelledby="not-found-title">
      <h1 id="not-found-title" className="not-found__title">
        <FormattedMessage {...notFoundMessages.title} />
      </h1>
      <p>
        <FormattedMessage
          {...notFoundMessages.message}
          values={{ path, code: (chunks) => <code className="not-found__path">{chunks}</code> }}
        />
      </p>
      <p>
        {signedIn ? (
          <Link to={paths.home()}>
            <FormattedMessage {...notFoundMessages.home} />
          </Link>
        ) : (
          <Link to={paths.authLogin()}>
            <FormattedMessage {...notFoundMessages.login} />
          </Link>
        )}
      </p>
    </section>
  );
}
