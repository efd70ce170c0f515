import { normaliseAnswer } from '../../src/lib/rules/marking/normalise';

// Which drill cards a personalised card set holds (getPersonalizedExercise). Candidates are the
// cards of that drill type in the courses the learner's organisation sees. They are ranked in
// three tiers and the first numCards (default 10) are taken:
// 1. weak cards the learner has met (learned status 0-2): lowest status first, then the most
//    recent mistake first (never missed last), then the most recently answered;
// 2. cards the learner has never answered: the course level (CEFR-J) nearest to the school
//    grade's level first (gradeLevel below);
// 3. learned cards (status 3): the longest unpractised first.
// Ties keep catalogue order. A word appearing in several exercises is taken once (its best-ranked card).

export type PracticeCandidate = {
  itemUuid: string;
  word: string;
  /** Learned status, or null when the learner never answered the card. */
  status: number | null;
  lastMistakeAt: string | null;
  lastAnsweredAt: string | null;
  /** CEFR-J level (1-12) of the card's course. */
  cefrj: number;
  /** Position in the catalogue, for stable ties. */
  order: number;
};

/** CEFR-J level that suits a school grade: elementary Pre A1, junior high A1.1-A1.3, high school A2, exams B1.1. */
export function gradeLevel(schoolGrade: number): number {
  const levels: Record<number, number> = { 11: 2, 12: 3, 13: 4, 24: 5, 25: 6, 31: 7 };
  return levels[schoolGrade] ?? 1;
}

const tierOf = (c: PracticeCandidate) => (c.status === null ? 1 : c.status < 3 ? 0 : 2);
const newestFirst = (a: string | null, b: string | null) =>
  a === b ? 0 : a === null ? 1 : b === null ? -1 : b.localeCompare(a);

function rankCandidates(
  candidates: readonly PracticeCandidate[],
  schoolGrade: number,
): PracticeCandidate[] {
  const level = gradeLevel(schoolGrade);
  const compare = (a: PracticeCandidate, b: PracticeCandidate): number => {
    const tier = tierOf(a) - tierOf(b);
    if (tier !== 0) return tier;
    let byTier = 0;
    if (tierOf(a) === 0) {
      byTier =
        a.status! - b.status! ||
        newestFirst(a.lastMistakeAt, b.lastMistakeAt) ||
        newestFirst(a.lastAnsweredAt, b.lastAnsweredAt);
    } else if (tierOf(a) === 1) {
      byTier = Math.abs(a.cefrj - level) - Math.abs(b.cefrj - level);
    } else {
      byTier = -newestFirst(a.lastAnsweredAt, b.lastAnsweredAt);
    }
    return byTier || a.order - b.order;
  };
  return [...candidates].sort(compare);
}

/** The uuids of the cards of a new set, best first, each word once. */
export function pickPracticeCards(
  candidates: readonly PracticeCandidate[],
  numCards: number,
  schoolGrade: number,
): string[] {
  const seenWords = new Set<string>();
  const picked: string[] = [];
  for (const candidate of rankCandidates(candidates, schoolGrade)) {
    if (picked.length >= numCards) break;
    const word = normaliseAnswer(candidate.word);
    if (seenWords.has(word)) continue;
    seenWords.add(word);
    picked.push(candidate.itemUuid);
  }
  return picked;
}
