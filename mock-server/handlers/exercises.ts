import type { HttpHandler } from 'msw';

// Handlers of the `exercises` tag. (Filled in by its area's work.)
export const exercisesHandlers: HttpHandler[] = [];
