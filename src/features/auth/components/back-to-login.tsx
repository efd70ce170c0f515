import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import { commonMessages } from '../messages';

type BackToLoginProps = {
  children?: ReactNode;
  /** Where the login goes on to once signed in (its `nextPath` query). */
  nextPath?: string;
};

/** The ways on from a sign-in screen: `children` (links in `<li>`), then back to the login. */
export function BackToLogin({ children, nextPath }: BackToLoginProps) {
  const intl = useIntl();
  return (
    <ul className="link-list">
      {children}
      <li>
        <Link to={paths.authLogin(nextPath)}>{intl.formatMessage(commonMessages.backToLogin)}</Link>
      </li>
    </ul>
  );
}
