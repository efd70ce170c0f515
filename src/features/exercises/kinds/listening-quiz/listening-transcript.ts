import type { ListeningTranscriptLine } from '../../../../api/generated/model/listeningTranscriptLine';
import type { ChoiceDetail } from '../choice/choice-answer';

// What was heard in a listening quiz question, as the answer's result tells it once answered
// (logExerciseAnswer's `transcript`: the page never carries it, it would give the answer away).

/** A listening quiz outcome's detail: the options marked, and the lines heard. */
export type ListeningQuizDetail = ChoiceDetail & { transcript: ListeningTranscriptLine[] };

function isLine(value: unknown): value is ListeningTranscriptLine {
  if (typeof value !== 'object' || value === null) return false;
  const line = value as Record<string, unknown>;
  return (
    (line.voice === 'female' || line.voice === 'male') &&
    typeof line.text === 'string' &&
    typeof line.translation === 'string'
  );
}

/**
 * The lines an outcome's detail tells, read defensively (the run's outcomes are kept across a
 * reload as JSON); [] if none.
 */
export function transcriptOf(detail: unknown): ListeningTranscriptLine[] {
  if (typeof detail !== 'object' || detail === null || !('transcript' in detail)) return [];
  const { transcript } = detail as { transcript: unknown };
  return Array.isArray(transcript) ? transcript.filter(isLine) : [];
}
