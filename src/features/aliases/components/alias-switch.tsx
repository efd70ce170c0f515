import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useModals } from '../../../components/ui/modal/modal-context';
import { useToast } from '../../../components/ui/toast/toast-context';
import { paths } from '../../../config/routes';
import type { AliasOption } from '../alias';
import { aliasSwitchMessages } from '../messages';
import { AliasSwitchModal } from './alias-switch-modal';

type AliasSwitchProps = {
  aliases: readonly AliasOption[];
  current: string | null;
  /** Selects the alias (the session reloads everything for it). */
  onSelect: (aliasUuid: string) => void;
};

/**
 * The current organisation, and the button that opens the organisation switch; after a switch
 * the user starts again from home. Nothing is shown for a user with a single alias.
 */
export function AliasSwitch({ aliases, current, onSelect }: AliasSwitchProps) {
  const intl = useIntl();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  const active = aliases.find((alias) => alias.uuid === current);
  if (aliases.length < 2 || !active) return null;

  const open = () =>
    modals.open('alias-switch', (close) => (
      <AliasSwitchModal
        aliases={aliases}
        current={current}
        onCancel={close}
        onSwitch={(alias) => {
          close();
          onSelect(alias.uuid);
          // What was on screen belonged to the previous organisation (a course of its own, say).
          navigate(paths.home());
          toast(intl.formatMessage(aliasSwitchMessages.switched, { orgName: alias.orgName }));
        }}
      />
    ));

  return (
    <Button variant="secondary" className="alias-switch" aria-haspopup="dialog" onClick={open}>
      {intl.formatMessage(aliasSwitchMessages.button, { orgName: active.orgName })}
    </Button>
  );
}
