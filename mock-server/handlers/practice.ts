import type { HttpHandler } from 'msw';

// Handlers of the `practice` tag. (Filled in by its area's work.)
export const practiceHandlers: HttpHandler[] = [];
