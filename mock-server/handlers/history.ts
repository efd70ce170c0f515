import type { HttpHandler } from 'msw';

// Handlers of the `history` tag. (Filled in by its area's work.)
export const historyHandlers: HttpHandler[] = [];
