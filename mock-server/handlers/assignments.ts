import type { HttpHandler } from 'msw';

// Handlers of the `assignments` tag. (Filled in by its area's work.)
export const assignmentsHandlers: HttpHandler[] = [];
