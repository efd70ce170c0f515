import { useEffect } from 'react';
import { useLocation } from 'react-router';

// The previous route (spec 2.2), remembered on each navigation for the back button.
let previous: string | null = null;
let current: string | null = null;

export function previousRoute(): string | null {
  return previous;
}

export function useRememberPreviousRoute(): void {
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // The routes of this app's life: forgotten when it ends (another app on the same page starts
  // with no previous route, as the tests render one after another).
  useEffect(
    () => () => {
      previous = null;
      current = null;
    },
    [],
  );
  useEffect(() => {
    if (here === current) return;
    previous = current;
    current = here;
  }, [here]);
}
