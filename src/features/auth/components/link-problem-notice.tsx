import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { paths } from '../../../config/routes';
import type { LinkProblem } from '../api-errors';
import { commonMessages, linkMessages } from '../messages';
import { FormAlert } from './form-alert';

/** An invitation or reset link that cannot be used (spec 8), and the ways on from there. */
export function LinkProblemNotice({
  problem,
  children,
}: {
  problem: LinkProblem;
  children?: ReactNode;
}) {
  const intl = useIntl();
  return (
    <>
      <FormAlert message={intl.formatMessage(linkMessages[problem])} />
      <ul className="link-list">
        {children}
        <li>
          <Link to={paths.authLogin()}>{intl.formatMessage(commonMessages.backToLogin)}</Link>
        </li>
      </ul>
    </>
  );
}
