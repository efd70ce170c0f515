import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { LinkProblem } from '../api-errors';
import { linkMessages } from '../messages';
import { BackToLogin } from './back-to-login';
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
      <BackToLogin>{children}</BackToLogin>
    </>
  );
}
