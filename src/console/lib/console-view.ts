import { useEffect, useState } from 'react';

// The console's views, one per fragment of its address, so a view can be bookmarked and the
// browser's back button moves between them.

const CONSOLE_VIEWS = ['live', 'demo', 'activity'] as const;
export type ConsoleView = (typeof CONSOLE_VIEWS)[number];

/** The view a fragment names (`#demo`), the live class by default. */
function viewOf(hash: string): ConsoleView {
  const name = hash.replace(/^#/, '');
  return (CONSOLE_VIEWS as readonly string[]).includes(name) ? (name as ConsoleView) : 'live';
}

export function useConsoleView(): ConsoleView {
  const [view, setView] = useState(() => viewOf(window.location.hash));
  useEffect(() => {
    const follow = () => setView(viewOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return view;
}
