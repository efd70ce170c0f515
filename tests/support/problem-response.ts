import { HttpResponse } from 'msw';

/** A problem+json answer (RFC 9457), for a handler that stands in for a failing backend. */
export function problemResponse(status: number, title: string, detail?: string) {
  return HttpResponse.json(
    { type: 'about:blank', title, status, detail },
    { status, headers: { 'Content-Type': 'application/problem+json' } },
  );
}

/** The backend failing unexpectedly. */
export const serverError = () => problemResponse(500, 'Server error', 'Try again later.');
