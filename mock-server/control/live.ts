import type { HttpHandler } from 'msw';

// Mock-only control operations for live. (Filled in by its area's work.)
export const liveControlHandlers: HttpHandler[] = [];
