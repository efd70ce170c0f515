import { useEffect, useRef, type ReactNode } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useModals } from '../components/ui/modal/modal-context';
import { NavigationAwayModal } from '../features/shell/components/navigation-away-modal';

/**
 * While `when` holds (an exercise in progress, spec 4.3), an in-app navigation first asks for
 * confirmation; leaving proceeds, staying cancels it. A function decides per navigation (an
 * exercise lets moves within itself through).
 */
export function useConfirmNavigationAway(
  when: boolean | BlockerFunction,
  render: (stay: () => void, leave: () => void) => ReactNode = (stay, leave) => (
    <NavigationAwayModal onStay={stay} onLeave={leave} />
  ),
): void {
  const blocker = useBlocker(when);
  const modals = useModals();
  // The modal is rendered for the blocked navigation; a new render function changes nothing.
  const renderRef = useRef(render);
  useEffect(() => {
    renderRef.current = render;
  });
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    modals.open('navigation-away', (close) =>
      renderRef.current(
        () => {
          close();
          blocker.reset();
        },
        () => {
          close();
          blocker.proceed();
        },
      ),
    );
  }, [blocker, modals]);
}
