import type { HttpHandler } from 'msw';

// Handlers of the `speech` tag. (Filled in by its area's work.)
export const speechHandlers: HttpHandler[] = [];
