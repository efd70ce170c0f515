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

// The classroom view of a class (for the classroom's screen), full screen without the console's
// header: `#classroom/<session id>`, openable in a window of its own.

/** The fragment of a class's classroom view, without its `#`. */
export const classroomHash = (sessionId: number) => `classroom/${sessionId}`;

/** The class a fragment shows in the classroom view, or null. */
function classroomOf(hash: string): number | null {
  const match = /^#?classroom\/(\d{1,12})$/.exec(hash);
  return match ? Number(match[1]) : null;
}

export function useClassroomSession(): number | null {
  const [sessionId, setSessionId] = useState(() => classroomOf(window.location.hash));
  useEffect(() => {
    const follow = () => setSessionId(classroomOf(window.location.hash));
    window.addEventListener('hashchange', follow);
    return () => window.removeEventListener('hashchange', follow);
  }, []);
  return sessionId;
}
