import type { HttpHandler } from 'msw';

// Handlers of the `courses` tag. (Filled in by its area's work.)
export const coursesHandlers: HttpHandler[] = [];
