import type { HttpHandler } from 'msw';

// Handlers of the `auth` tag. (Filled in by its area's work.)
export const authHandlers: HttpHandler[] = [];
