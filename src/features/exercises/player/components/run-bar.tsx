import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../../components/ui/button';
import { CloseIcon, GearIcon } from '../../../../components/ui/glyph-icons';
import { playerMessages } from '../../messages';
import { SettingsPopup } from './settings-popup';

type RunBarProps = {
  /** The progress while a run is under way, else null (the exercise's title shows instead). */
  progress: ReactNode | null;
  title: string;
  hints: boolean;
  onHintsChange: (hints: boolean) => void;
  onExit: () => void;
  /** The audio settings form the settings popup shows. */
  settings: ReactNode;
};

/**
 * The bar across the top of an exercise (learner-ux): the exit button (×) at its left, the
 * progress (or the title), the hints toggle and the settings popup. Shared by the player and the
 * chat conversation.
 */
export function RunBar({ progress, title, hints, onHintsChange, onExit, settings }: RunBarProps) {
  const intl = useIntl();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <>
      <div className="run-bar">
        <Button
          variant="secondary"
          className="run-bar__exit"
          onClick={onExit}
          aria-label={intl.formatMessage(playerMessages.exit)}
        >
          <CloseIcon />
        </Button>
        {progress ?? <p className="run-bar__title">{title}</p>}
        <label className="run-bar__toggle">
          <input
            type="checkbox"
            checked={hints}
            onChange={(e) => onHintsChange(e.target.checked)}
          />
          {intl.formatMessage(playerMessages.hints)}
        </label>
        <Button
          variant="secondary"
          className="run-bar__settings"
          aria-haspopup="dialog"
          aria-expanded={settingsOpen}
          onClick={() => setSettingsOpen((open) => !open)}
        >
          <GearIcon />
          <span className="visually-hidden">{intl.formatMessage(playerMessages.settings)}</span>
        </Button>
      </div>
      {settingsOpen ? (
        <SettingsPopup onClose={() => setSettingsOpen(false)}>{settings}</SettingsPopup>
      ) : null}
    </>
  );
}
