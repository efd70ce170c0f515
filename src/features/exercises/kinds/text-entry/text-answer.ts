import { useCallback, useEffect, useRef } from 'react';
import { foldCharacters } from '../../../../lib/rules/marking/normalise';
import { responseTimeMs } from '../../../../lib/rules/response-time';

// What the typed kinds send: the text and how long the learner took (from the question showing).
export type TextAnswer = { text: string; responseTime: number };

/**
 * Milliseconds since the component mounted (the question showed): `elapsed()` reads it. Key the
 * component by problem (and attempt) so the clock restarts for each question.
 */
export function useElapsed(): () => number {
  const shownAt = useRef<number | null>(null);
  useEffect(() => {
    shownAt.current = performance.now();
  }, []);
  return useCallback(
    () => (shownAt.current === null ? 0 : responseTimeMs(performance.now() - shownAt.current)),
    [],
  );
}

/**
 * The learner's text as shown back to them: full-width letters folded (NFKC), curly apostrophes
 * straightened, runs of spaces collapsed. Display only: the backend normalises the answer itself.
 */
export function displayText(text: string): string {
  return foldCharacters(text).replace(/\s+/g, ' ').trim();
}

/** True when the text has something other than spaces (full-width spaces included). */
export function hasText(text: string): boolean {
  return text.normalize('NFKC').trim() !== '';
}
