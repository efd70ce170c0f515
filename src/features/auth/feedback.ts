import { useCallback } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';

/**
 * A message for the user: one of the catalogue's (kept as a descriptor, so a language switch
 * re-translates it) or a text the server wrote in the request's language (errors.password[0]).
 */
export type Feedback = MessageDescriptor | string;

export function useFormatFeedback(): (feedback: Feedback | null | undefined) => string | null {
  const intl = useIntl();
  return useCallback(
    (feedback) => {
      if (feedback === null || feedback === undefined) return null;
      return typeof feedback === 'string' ? feedback : intl.formatMessage(feedback);
    },
    [intl],
  );
}
