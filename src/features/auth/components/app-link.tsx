import { useCallback, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { env } from '../../../config/env';
import type { Feedback } from '../feedback';

/** The rich-text values of auth messages: <appLink> links to the native app's page (spec 6). */
export const appLinkValues = {
  appLink: (chunks: ReactNode[]) => <a href={env.nativeAppPageUrl}>{chunks}</a>,
};

/** Like useFormatFeedback, for a form's alert: its links (the organisation-only one) are live. */
export function useFormatAlert(): (feedback: Feedback | null | undefined) => ReactNode {
  const intl = useIntl();
  return useCallback(
    (feedback) => {
      if (feedback === null || feedback === undefined) return null;
      return typeof feedback === 'string' ? feedback : intl.formatMessage(feedback, appLinkValues);
    },
    [intl],
  );
}
