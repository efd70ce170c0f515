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
  useEffect(() => {
    if (here === current) return;
    previous = current;
    current = here;
  }, [here]);
}
