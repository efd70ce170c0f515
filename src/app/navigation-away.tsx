import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { useModals } from '../components/ui/modal/modal-context';

type RenderQuestion = (stay: () => void, leave: () => void) => ReactNode;
type Guard = { when: boolean | BlockerFunction; render: RenderQuestion };
type Register = (guard: Guard) => () => void;

const GuardContext = createContext<Register | null>(null);

/**
 * The app's one navigation blocker (react-router keeps one at a time), registered with the root
 * route, long before any screen asks to guard its leaving. `useBlocker` registers its function
 * only after a passive effect and a second render: a screen blocking with its own would be shown
 * a moment before leaving it asked anything, and a learner's (or a test's) quick "back" in that
 * moment went through without the question. A screen's guard is set here in its layout effect,
 * in the same commit as the screen itself.
 */
export function NavigationAwayHost({ children }: { children: ReactNode }) {
  const guard = useRef<Guard | null>(null);
  const shouldBlock = useCallback<BlockerFunction>((args) => {
    const when = guard.current?.when ?? false;
    return typeof when === 'function' ? when(args) : when;
  }, []);
  const blocker = useBlocker(shouldBlock);
  const modals = useModals();
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    const render = guard.current?.render;
    // The screen that asked is gone: nothing to ask about any more.
    if (!render) {
      blocker.reset();
      return;
    }
    modals.open('navigation-away', (close) =>
      render(
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
  const register = useCallback<Register>((next) => {
    guard.current = next;
    return () => {
      if (guard.current === next) guard.current = null;
    };
  }, []);
  return <GuardContext.Provider value={register}>{children}</GuardContext.Provider>;
}

/**
 * While `when` holds (an exercise in progress, spec 4.3), an in-app navigation first asks the
 * question `render` draws; leaving proceeds, staying cancels it. A function decides per
 * navigation (an exercise lets moves within itself through). Needs NavigationAwayHost above (the
 * app root).
 */
export function useConfirmNavigationAway(
  when: boolean | BlockerFunction,
  render: RenderQuestion,
): void {
  const register = useContext(GuardContext);
  if (!register) throw new Error('useConfirmNavigationAway is used outside NavigationAwayHost');
  useLayoutEffect(() => register({ when, render }), [register, when, render]);
}
