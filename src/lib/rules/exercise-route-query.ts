// The query of the exercise routes (spec 2.2): problemCount (default 10) and schoolGrade
// (default 5, one of the school grades of spec 3), and the drill type read from the path.
const DEFAULT_PROBLEM_COUNT = 10;
export const DEFAULT_SCHOOL_GRADE = 5;
export const SCHOOL_GRADES = [3, 4, 5, 6, 11, 12, 13, 24, 25, 31] as const;

export type ExerciseRouteQuery = { problemCount: number; schoolGrade: number };

function positiveIntOf(text: string | null): number | null {
  if (text === null || !/^\d+$/.test(text.trim())) return null;
  const value = Number(text.trim());
  return value >= 1 ? value : null;
}

export function exerciseRouteQuery(search: string): ExerciseRouteQuery {
  const query = new URLSearchParams(search);
  const problemCount = positiveIntOf(query.get('problemCount')) ?? DEFAULT_PROBLEM_COUNT;
  const grade = positiveIntOf(query.get('schoolGrade'));
  const schoolGrade =
    grade !== null && (SCHOOL_GRADES as readonly number[]).includes(grade)
      ? grade
      : DEFAULT_SCHOOL_GRADE;
  return { problemCount, schoolGrade };
}

/** Exercise types of the three drills (spec 3: vocabulary 4, listening 5, pronunciation 6). */
export const DRILL_TYPE = { vocabulary: 4, listening: 5, pronunciation: 6 } as const;
export type DrillType = (typeof DRILL_TYPE)[keyof typeof DRILL_TYPE];

/** The drill type of a path containing drill-listening, drill-pronunciation or drill-vocabulary. */
export function drillTypeOfPath(pathname: string): DrillType | null {
  if (pathname.includes('drill-listening')) return DRILL_TYPE.listening;
  if (pathname.includes('drill-pronunciation')) return DRILL_TYPE.pronunciation;
  if (pathname.includes('drill-vocabulary')) return DRILL_TYPE.vocabulary;
  return null;
}
