import type { HttpHandler } from 'msw';

// Handlers of the `logs` tag. (Filled in by its area's work.)
export const logsHandlers: HttpHandler[] = [];
