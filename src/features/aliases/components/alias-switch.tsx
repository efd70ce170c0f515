import { lazy, Suspense, useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useModals } from '../../../components/ui/modal/modal-context';
import { useToast } from '../../../components/ui/toast/toast-context';
import { paths } from '../../../config/routes';
import type { AliasOption } from '../alias';
import { aliasSwitchMessages } from '../messages';
import '../aliases.css';

// The windows load when first opened: most visits never open them, so home does not carry them.
const AliasSwitchModal = lazy(() =>
  import('./alias-switch-modal').then((module) => ({ default: module.AliasSwitchModal })),
);
const AliasSwitchLockedModal = lazy(() =>
  import('./alias-switch-locked-modal').then((module) => ({
    default: module.AliasSwitchLockedModal,
  })),
);

const ALIAS_SWITCH = 'alias-switch';

type AliasSwitchProps = {
  aliases: readonly AliasOption[];
  current: string | null;
  /** Selects the alias (the session reloads everything for it). */
  onSelect: (aliasUuid: string) => void;
  /** A live class is in force: the switch only says that it waits for the end of the class. */
  locked: boolean;
};

/**
 * The current organisation, and the button that opens the organisation switch; after a switch
 * the user starts again from home. Nothing is shown for a user with a single alias. During a live
 * class the switch offers no other organisation and says why (the session refuses a switch then).
 */
export function AliasSwitch({ aliases, current, onSelect, locked }: AliasSwitchProps) {
  const intl = useIntl();
  const modals = useModals();
  const toast = useToast();
  const navigate = useNavigate();
  // A class starting or ending changes what the switch may offer: an open one is closed.
  const wasLocked = useRef(locked);
  useEffect(() => {
    if (wasLocked.current === locked) return;
    wasLocked.current = locked;
    modals.close(ALIAS_SWITCH);
  }, [locked, modals]);
  const active = aliases.find((alias) => alias.uuid === current);
  if (aliases.length < 2 || !active) return null;

  const open = () =>
    modals.open(ALIAS_SWITCH, (close) => (
      <Suspense fallback={null}>
        {locked ? (
          <AliasSwitchLockedModal onClose={close} />
        ) : (
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
        )}
      </Suspense>
    ));

  return (
    <Button variant="secondary" className="alias-switch" aria-haspopup="dialog" onClick={open}>
      {intl.formatMessage(aliasSwitchMessages.button, { orgName: active.orgName })}
    </Button>
  );
}
