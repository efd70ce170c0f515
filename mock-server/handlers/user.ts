import type { HttpHandler } from 'msw';

// Handlers of the `user` tag. (Filled in by its area's work.)
export const userHandlers: HttpHandler[] = [];
