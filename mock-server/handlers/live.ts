import type { HttpHandler } from 'msw';

// Handlers of the `live` tag. (Filled in by its area's work.)
export const liveHandlers: HttpHandler[] = [];
