import { useId, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseChapterNode } from '../../../api/generated/model/courseChapterNode';
import type { CourseExerciseHistory } from '../../../api/generated/model/courseExerciseHistory';
import type { CourseExerciseNode } from '../../../api/generated/model/courseExerciseNode';
import { useOpenedChapters } from '../hooks/use-opened-chapters';
import { courseMessages } from '../messages';
import { CourseExerciseRow } from './course-exercise-row';

type Progress = ReadonlyMap<string, CourseExerciseHistory>;

/**
 * What the route adds about offline use (src/features/offline-download, composed in src/app): a
 * panel at the top of an open chapter, and a mark on each exercise's row.
 */
export type ChapterOfflineParts = {
  panel: (courseUuid: string, exercises: readonly CourseExerciseNode[]) => ReactNode;
  mark: (courseUuid: string, exercise: CourseExerciseNode) => ReactNode;
};

const exercisesOf = (chapter: CourseChapterNode) =>
  chapter.contents.flatMap((section) => section.contents);

function Chapter({
  courseUuid,
  chapter,
  progress,
  open,
  onToggle,
  offline,
}: {
  courseUuid: string;
  chapter: CourseChapterNode;
  progress: Progress | null;
  open: boolean;
  onToggle: () => void;
  offline?: ChapterOfflineParts;
}) {
  const intl = useIntl();
  const panelId = useId();
  const exercises = exercisesOf(chapter);
  const finished = exercises.filter((exercise) => progress?.get(exercise.uuid)?.finished).length;
  return (
    <section className="chapter">
      <h2 className="chapter__heading">
        <button
          type="button"
          className="chapter__toggle"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
        >
          <span className="chapter__chevron" aria-hidden="true" />
          <span className="chapter__title">{chapter.title}</span>{' '}
          {progress ? (
            <span className="chapter__progress">
              {intl.formatMessage(courseMessages.chapterProgress, {
                finished,
                total: exercises.length,
              })}
            </span>
          ) : null}
        </button>
      </h2>
      <div id={panelId} className="chapter__panel" hidden={!open}>
        {open ? offline?.panel(courseUuid, exercises) : null}
        {chapter.contents.map((section) => (
          <section key={section.uuid} className="course-section-node">
            <h3>{section.title}</h3>
            <ol className="exercise-rows">
              {section.contents.map((exercise) => (
                <CourseExerciseRow
                  key={exercise.uuid}
                  courseUuid={courseUuid}
                  exercise={exercise}
                  progress={progress?.get(exercise.uuid)}
                  mark={offline?.mark(courseUuid, exercise)}
                />
              ))}
            </ol>
          </section>
        ))}
      </div>
    </section>
  );
}

/** The chapters of a course, each opened and closed by the learner and remembered per alias. */
export function ChapterList({
  aliasUuid,
  courseUuid,
  chapters,
  progress,
  offline,
}: {
  aliasUuid: string;
  courseUuid: string;
  chapters: readonly CourseChapterNode[];
  progress: Progress | null;
  offline?: ChapterOfflineParts;
}) {
  const { isOpen, toggle } = useOpenedChapters(aliasUuid, courseUuid);
  if (chapters.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage {...courseMessages.chaptersEmpty} />
      </p>
    );
  }
  return (
    <div className="chapters">
      {chapters.map((chapter) => (
        <Chapter
          key={chapter.uuid}
          courseUuid={courseUuid}
          chapter={chapter}
          progress={progress}
          open={isOpen(chapter.uuid)}
          onToggle={() => toggle(chapter.uuid)}
          offline={offline}
        />
      ))}
    </div>
  );
}
