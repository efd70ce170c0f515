// The warning of one class end (./class-end-warning.tsx), loaded only while a class is under
// way: the shell carries none of it outside a class.
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import {
  endWarningThreshold,
  minutesLeft,
  nextEndWarningChange,
} from '../../lib/rules/live-class-end-warning';
import { classEndWarningMessages } from '../../features/shell/messages';

/**
 * The warning of one class end: shown from the moment a threshold (five, one minute left) is
 * crossed, with the minutes left then, until the next threshold or the end. A new `endsAt` (the
 * teacher extended the class) mounts a new one (keyed by it): the warnings follow the new end.
 */
export default function ClassEndWarningFor({ endsAt }: { endsAt: string }) {
  const end = Date.parse(endsAt);
  const [now, setNow] = useState(() => Date.now());
  const threshold = endWarningThreshold(end, now);
  const [shown, setShown] = useState<{ threshold: number | null; minutes: number }>({
    threshold: null,
    minutes: 0,
  });
  // Once per threshold: the minutes said are those left when it was crossed (or first seen).
  if (shown.threshold !== threshold) setShown({ threshold, minutes: minutesLeft(end, now) });

  useEffect(() => {
    const next = nextEndWarningChange(end, now);
    if (next === null) return;
    const timer = setTimeout(() => setNow(Date.now()), Math.max(0, next - Date.now()));
    return () => clearTimeout(timer);
  }, [end, now]);

  if (threshold === null) return null;
  return (
    <p className="notice notice--warning class-end-warning">
      <FormattedMessage {...classEndWarningMessages.body} values={{ minutes: shown.minutes }} />
    </p>
  );
}
