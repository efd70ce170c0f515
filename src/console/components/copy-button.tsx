import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../components/ui/button';
import { consoleMessages } from '../messages';

type State = 'idle' | 'copied' | 'failed';

/** Copies `text` to the clipboard and says so on the button for a moment; `label` names it. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const intl = useIntl();
  const [state, setState] = useState<State>('idle');
  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 2500);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setState('copied');
    } catch {
      setState('failed');
    }
  };
  return (
    <Button variant="secondary" className="console-copy" onClick={copy}>
      <span aria-live="polite">
        {state === 'copied'
          ? intl.formatMessage(consoleMessages.copied)
          : state === 'failed'
            ? intl.formatMessage(consoleMessages.copyFailed)
            : (label ?? intl.formatMessage(consoleMessages.copy))}
      </span>
    </Button>
  );
}
