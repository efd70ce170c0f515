import { useEffect, useRef, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { playerMessages } from '../../messages';

/** The audio settings (accent, speed) over the exercise; Escape or "close" closes it. */
export function SettingsPopup({ onClose, children }: { onClose: () => void; children: ReactNode }) {
  const intl = useIntl();
  const dialog = useRef<HTMLDivElement>(null);
  useEffect(() => {
    dialog.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div
      ref={dialog}
      className="settings-popup"
      role="dialog"
      aria-label={intl.formatMessage(playerMessages.settingsTitle)}
      tabIndex={-1}
    >
      {children}
      <Button variant="secondary" onClick={onClose}>
        {intl.formatMessage(playerMessages.close)}
      </Button>
    </div>
  );
}
