import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { Modal } from '../../../components/ui/modal/modal';
import type { AliasOption } from '../alias';
import { aliasSwitchMessages } from '../messages';
import '../aliases.css';

type AliasSwitchModalProps = {
  aliases: readonly AliasOption[];
  current: string | null;
  onSwitch: (alias: AliasOption) => void;
  onCancel: () => void;
};

/** The organisation switch of spec 2.5: the user's aliases with their organisations, one chosen. */
export function AliasSwitchModal({ aliases, current, onSwitch, onCancel }: AliasSwitchModalProps) {
  const intl = useIntl();
  const name = useId();
  const [chosen, setChosen] = useState(current);
  const target = aliases.find((alias) => alias.uuid === chosen && alias.uuid !== current);
  return (
    <Modal
      title={intl.formatMessage(aliasSwitchMessages.title)}
      onDismiss={onCancel}
      actions={
        <>
          {/* Nothing to do until another alias is chosen. */}
          <Button disabled={!target} onClick={() => target && onSwitch(target)}>
            {intl.formatMessage(aliasSwitchMessages.confirm)}
          </Button>
          <Button variant="secondary" onClick={onCancel}>
            {intl.formatMessage(aliasSwitchMessages.cancel)}
          </Button>
        </>
      }
    >
      <fieldset className="alias-switch__choices">
        <legend>{intl.formatMessage(aliasSwitchMessages.legend)}</legend>
        {aliases.map((alias) => (
          <div key={alias.uuid} className="alias-switch__choice">
            <input
              type="radio"
              id={`${name}-${alias.uuid}`}
              name={name}
              value={alias.uuid}
              checked={chosen === alias.uuid}
              onChange={() => setChosen(alias.uuid)}
            />
            <label htmlFor={`${name}-${alias.uuid}`}>
              {intl.formatMessage(aliasSwitchMessages.option, {
                orgName: alias.orgName,
                aliasName: alias.name,
              })}
              {alias.uuid === current ? (
                <span className="alias-switch__current">
                  {' '}
                  {intl.formatMessage(aliasSwitchMessages.current)}
                </span>
              ) : null}
            </label>
          </div>
        ))}
      </fieldset>
    </Modal>
  );
}
