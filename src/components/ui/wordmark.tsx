import type { ReactNode } from 'react';

/**
 * The app's mark: a speech bubble holding an "E", in the brand colours (the same drawing as
 * public/icon.svg). Decorative beside the app's name, which is the text that is read.
 */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" style={{ fill: 'var(--color-primary)' }} />
      <path
        d="M12 13h24a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H22l-7 6v-6h-3a4 4 0 0 1-4-4V17a4 4 0 0 1 4-4z"
        style={{ fill: 'var(--color-on-primary)' }}
      />
      <path
        d="M29 18h-9v10h9M20 23h7"
        fill="none"
        style={{ stroke: 'var(--color-primary)' }}
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** The wordmark: the mark and the app's name. */
export function Wordmark({ children }: { children: ReactNode }) {
  return (
    <>
      <LogoMark className="app-header__logo" />
      <span className="app-header__wordmark">{children}</span>
    </>
  );
}
