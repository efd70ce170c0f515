import { describe, expect, it } from 'vitest';
import {
  distinctExercises,
  downloadExercises,
  type DownloadProgress,
  type DownloadSteps,
  type OfflineExerciseRef,
} from './download-plan';

const ref = (uuid: string, courseUuid = 'course'): OfflineExerciseRef => ({
  courseUuid,
  exerciseType: 9,
  exerciseUuid: uuid,
});

type Content = { uuid: string; media: string[] };

/** Steps over memory: what was fetched and cached, with failures chosen per URL or uuid. */
function memorySteps(failing: Set<string> = new Set()) {
  const media = new Set<string>();
  const fetched: string[] = [];
  const courses: string[] = [];
  const steps: DownloadSteps<Content> = {
    keepCourse: (courseUuid) =>
      failing.has(courseUuid)
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(void courses.push(courseUuid)),
    fetchContent: (exercise) =>
      failing.has(exercise.exerciseUuid)
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(void fetched.push(exercise.exerciseUuid)).then(() => ({
            uuid: exercise.exerciseUuid,
            media: [
              `/content/audio/${exercise.exerciseUuid}-1.mp3`,
              `/content/audio/${exercise.exerciseUuid}-2.mp3`,
            ],
          })),
    mediaOf: (content) => content.media,
    cacheMedia: (url) =>
      failing.has(url) ? Promise.reject(new Error('404')) : Promise.resolve(void media.add(url)),
  };
  return { steps, media, fetched, courses };
}

describe('downloadExercises', () => {
  it('fetches each exercise, then its media, with progress n of m', async () => {
    const { steps, media, fetched } = memorySteps();
    const progress: DownloadProgress[] = [];
    const outcome = await downloadExercises([ref('a'), ref('b')], steps, (p) => progress.push(p));
    expect(outcome).toEqual({ ready: ['a', 'b'], failed: [] });
    expect(fetched).toEqual(['a', 'b']);
    expect([...media]).toHaveLength(4);
    expect(progress).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  it('counts an exercise whose media failed as failed (it is not ready), and goes on', async () => {
    const { steps, media } = memorySteps(new Set(['/content/audio/b-2.mp3']));
    const outcome = await downloadExercises([ref('a'), ref('b'), ref('c')], steps, () => {});
    expect(outcome).toEqual({ ready: ['a', 'c'], failed: ['b'] });
    expect(media.has('/content/audio/c-1.mp3')).toBe(true);
  });

  it('counts an exercise whose content could not be fetched as failed and goes on', async () => {
    const { steps, fetched } = memorySteps(new Set(['a']));
    const progress: DownloadProgress[] = [];
    const outcome = await downloadExercises([ref('a'), ref('b')], steps, (p) => progress.push(p));
    expect(outcome).toEqual({ ready: ['b'], failed: ['a'] });
    expect(fetched).toEqual(['b']);
    expect(progress.at(-1)).toEqual({ done: 2, total: 2 });
  });

  it('keeps each course once, and fails the exercises of a course that could not be kept', async () => {
    const { steps, fetched, courses } = memorySteps(new Set(['broken']));
    const outcome = await downloadExercises(
      [ref('a'), ref('b', 'broken'), ref('c'), ref('d', 'broken')],
      steps,
      () => {},
    );
    expect(courses).toEqual(['course']);
    expect(outcome).toEqual({ ready: ['a', 'c'], failed: ['b', 'd'] });
    expect(fetched).toEqual(['a', 'c']);
  });

  it('stops between exercises once aborted', async () => {
    const { steps, fetched } = memorySteps();
    const controller = new AbortController();
    const outcome = await downloadExercises(
      [ref('a'), ref('b')],
      { ...steps, mediaOf: (c) => (controller.abort(), steps.mediaOf(c)) },
      () => {},
      controller.signal,
    );
    expect(outcome.ready).toEqual(['a']);
    expect(fetched).toEqual(['a']);
  });
});

describe('distinctExercises', () => {
  it('keeps each exercise once, in list order', () => {
    expect(distinctExercises([ref('a'), ref('b'), ref('a')]).map((e) => e.exerciseUuid)).toEqual([
      'a',
      'b',
    ]);
  });
});
