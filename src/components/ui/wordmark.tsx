import type { ReactNode } from 'react';

/**
 * The app's mark: a speech bubble holding an "E", in the brand colours (the same drawing as
 * public/icon.svg). Decorative beside the app's name, which is the text that is read. Coloured by
 * classes (app.css), not style attributes: the sign-in page's prerendered markup carries it, and
 * the Content-Security-Policy refuses style attributes written in a page.
 */
export function LogoMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <rect className="logo-mark__tile" width="48" height="48" rx="12" />
      <path
        className="logo-mark__bubble"
        d="M12 13h24a4 4 0 0 1 4 4v12a4 4 0 0 1-4 4H22l-7 6v-6h-3a4 4 0 0 1-4-4V17a4 4 0 0 1 4-4z"
      />
      <path
        className="logo-mark__letter"
        d="M29 18h-9v10h9M20 23h7"
        fill="none"
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
