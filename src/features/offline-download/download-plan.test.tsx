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

/** Steps over memory: what was fetched, cached and kept, with failures chosen per URL or uuid. */
function memorySteps(failing: Set<string> = new Set()) {
  const media = new Set<string>();
  const kept: string[] = [];
  const courses: string[] = [];
  const steps: DownloadSteps<Content> = {
    keepCourse: (courseUuid) =>
      failing.has(courseUuid)
        ? Promise.reject(new Error('offline'))
        : Promise.resolve(void courses.push(courseUuid)),
    fetchContent: (exercise) =>
      failing.has(exercise.exerciseUuid)
        ? Promise.reject(new Error('offline'))
        : Promise.resolve({
            uuid: exercise.exerciseUuid,
            media: [
              `/content/audio/${exercise.exerciseUuid}-1.mp3`,
              `/content/audio/${exercise.exerciseUuid}-2.mp3`,
            ],
          }),
    mediaOf: (content) => content.media,
    cacheMedia: (url) =>
      failing.has(url) ? Promise.reject(new Error('404')) : Promise.resolve(void media.add(url)),
    keepContent: (exercise) => Promise.resolve(void kept.push(exercise.exerciseUuid)),
  };
  return { steps, media, kept, courses };
}

describe('downloadExercises', () => {
  it('fetches each exercise, its media, then keeps its content, with progress n of m', async () => {
    const { steps, media, kept } = memorySteps();
    const progress: DownloadProgress[] = [];
    const outcome = await downloadExercises([ref('a'), ref('b')], steps, (p) => progress.push(p));
    expect(outcome).toEqual({ ready: ['a', 'b'], failed: [] });
    expect(kept).toEqual(['a', 'b']);
    expect([...media]).toHaveLength(4);
    expect(progress).toEqual([
      { done: 0, total: 2 },
      { done: 1, total: 2 },
      { done: 2, total: 2 },
    ]);
  });

  it('never keeps the content of an exercise whose media failed: it is not marked ready', async () => {
    const { steps, kept } = memorySteps(new Set(['/content/audio/b-2.mp3']));
    const outcome = await downloadExercises([ref('a'), ref('b'), ref('c')], steps, () => {});
    expect(outcome).toEqual({ ready: ['a', 'c'], failed: ['b'] });
    expect(kept).toEqual(['a', 'c']);
  });

  it('counts an exercise whose content could not be fetched as failed and goes on', async () => {
    const { steps, kept } = memorySteps(new Set(['a']));
    const progress: DownloadProgress[] = [];
    const outcome = await downloadExercises([ref('a'), ref('b')], steps, (p) => progress.push(p));
    expect(outcome).toEqual({ ready: ['b'], failed: ['a'] });
    expect(kept).toEqual(['b']);
    expect(progress.at(-1)).toEqual({ done: 2, total: 2 });
  });

  it('keeps each course once, and fails the exercises of a course that could not be kept', async () => {
    const { steps, kept, courses } = memorySteps(new Set(['broken']));
    const outcome = await downloadExercises(
      [ref('a'), ref('b', 'broken'), ref('c'), ref('d', 'broken')],
      steps,
      () => {},
    );
    expect(courses).toEqual(['course']);
    expect(outcome).toEqual({ ready: ['a', 'c'], failed: ['b', 'd'] });
    expect(kept).toEqual(['a', 'c']);
  });

  it('stops between exercises once aborted', async () => {
    const { steps, kept } = memorySteps();
    const controller = new AbortController();
    const outcome = await downloadExercises(
      [ref('a'), ref('b')],
      { ...steps, keepContent: (e, c) => (controller.abort(), steps.keepContent(e, c)) },
      () => {},
      controller.signal,
    );
    expect(outcome.ready).toEqual(['a']);
    expect(kept).toEqual(['a']);
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
