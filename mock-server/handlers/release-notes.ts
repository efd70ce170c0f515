import type { HttpHandler } from 'msw';

// Handlers of the `release-notes` tag. (Filled in by its area's work.)
export const releaseNotesHandlers: HttpHandler[] = [];
