import type { HttpHandler } from 'msw';

// Mock-only control operations for identity. (Filled in by its area's work.)
export const identityControlHandlers: HttpHandler[] = [];
