// "Download for offline" as a plan over injected steps, so it is tested without a browser: for
// each exercise, its course's tree once per course (the exercise root route reads it: writing
// opens there), its content (the exercise screen's own query, into the query cache saved on the
// device), then every sound and picture it names (into the media cache). An exercise counts as
// downloaded only when all of it is in; a failure leaves it not ready (./offline-cache.ts reads
// readiness from what is there) and the download goes on with the next one.

/** An exercise as the lists name it. */
export type OfflineExerciseRef = {
  courseUuid: string;
  exerciseType: number;
  exerciseUuid: string;
};

export type DownloadSteps<C> = {
  /** Keeps the course's tree (once per course; a failure fails every exercise of the course). */
  keepCourse: (courseUuid: string) => Promise<void>;
  /** The exercise's content (through the query cache, so the exercise screen finds it there). */
  fetchContent: (exercise: OfflineExerciseRef) => Promise<C>;
  /** The media URLs the content names. */
  mediaOf: (content: C) => string[];
  /** Fetches one media file into the media cache (nothing when it is there already). */
  cacheMedia: (url: string) => Promise<void>;
};

export type DownloadProgress = { done: number; total: number };

export type DownloadOutcome = {
  /** Exercises wholly downloaded. */
  ready: string[];
  /** Exercises that failed (not marked ready). */
  failed: string[];
};

/** How many media files of one exercise are fetched at the same time. */
const MEDIA_AT_ONCE = 4;

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) {
    await Promise.all(items.slice(i, i + size).map(run));
  }
}

/**
 * Downloads the exercises one after another; `onProgress` hears after each one (done of total,
 * failed ones counted as done). Stops early, between exercises, when `signal` is aborted.
 */
export async function downloadExercises<C>(
  exercises: readonly OfflineExerciseRef[],
  steps: DownloadSteps<C>,
  onProgress: (progress: DownloadProgress) => void,
  signal?: AbortSignal,
): Promise<DownloadOutcome> {
  const outcome: DownloadOutcome = { ready: [], failed: [] };
  const total = exercises.length;
  const courses = new Map<string, Promise<void>>();
  const keepCourse = (courseUuid: string) => {
    if (!courses.has(courseUuid)) courses.set(courseUuid, steps.keepCourse(courseUuid));
    return courses.get(courseUuid)!;
  };
  onProgress({ done: 0, total });
  for (const [index, exercise] of exercises.entries()) {
    if (signal?.aborted) break;
    try {
      await keepCourse(exercise.courseUuid);
      const content = await steps.fetchContent(exercise);
      await inBatches(steps.mediaOf(content), MEDIA_AT_ONCE, steps.cacheMedia);
      outcome.ready.push(exercise.exerciseUuid);
    } catch {
      outcome.failed.push(exercise.exerciseUuid);
    }
    onProgress({ done: index + 1, total });
  }
  return outcome;
}

/** The exercises of a list, each once (an assignment may name one twice), in list order. */
export function distinctExercises(exercises: readonly OfflineExerciseRef[]): OfflineExerciseRef[] {
  const seen = new Set<string>();
  return exercises.filter((exercise) => {
    const key = `${exercise.courseUuid}/${exercise.exerciseType}/${exercise.exerciseUuid}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
