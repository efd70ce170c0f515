import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { comingLaterMessages } from '../messages';

/** A screen whose route exists but whose content arrives in a later release. */
export function ComingLater({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <section className="coming-later" aria-labelledby="coming-later-title">
      <h1 id="coming-later-title">{title}</h1>
      {children}
      <div className="notice" role="note">
        <p className="notice__title">
          <FormattedMessage {...comingLaterMessages.title} />
        </p>
        <p>
          <FormattedMessage {...comingLaterMessages.body} />
        </p>
      </div>
      <p>
        <Link to={paths.home()}>
          <FormattedMessage {...comingLaterMessages.home} />
        </Link>
      </p>
    </section>
  );
}
