import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Course } from '../../api/generated/model/course';
import { DisclosureButton } from '../../components/ui/disclosure-button';
import { ExerciseTypeIcon } from '../../components/ui/exercise-type-icon';
import { exerciseTypeMessages } from '../../components/ui/messages';
import { exerciseCount, filterCourses, sameExercise, type ExerciseRef } from '../lib/exercise-tree';
import { liveMessages } from './live-messages';

/**
 * The organisation's courses as a tree to choose exercises from: a course opens to its chapters
 * and sections, each exercise a checkbox. While a search is typed every match is shown open.
 */
export function CourseTree({
  courses,
  query,
  chosen,
  onToggle,
}: {
  courses: readonly Course[];
  query: string;
  chosen: readonly ExerciseRef[];
  onToggle: (ref: ExerciseRef) => void;
}) {
  const intl = useIntl();
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const searching = query.trim() !== '';
  const shown = filterCourses(courses, query);
  if (shown.length === 0) {
    return <p className="console-muted">{intl.formatMessage(liveMessages.noMatch)}</p>;
  }
  return (
    <ul className="console-tree" aria-label={intl.formatMessage(liveMessages.treeLabel)}>
      {shown.map((course) => {
        const expanded = searching || open.has(course.uuid);
        const panel = `course-${course.uuid}`;
        return (
          <li key={course.uuid} className="console-tree__course">
            <DisclosureButton
              className="console-tree__toggle"
              expanded={expanded}
              controls={panel}
              onToggle={() =>
                setOpen((current) => {
                  const next = new Set(current);
                  if (next.has(course.uuid)) next.delete(course.uuid);
                  else next.add(course.uuid);
                  return next;
                })
              }
            >
              {course.title}
              <span className="console-tree__count">
                {intl.formatMessage(liveMessages.courseExercises, {
                  count: exerciseCount(course),
                })}
              </span>
            </DisclosureButton>
            <div id={panel} hidden={!expanded}>
              {course.contents.map((chapter) => (
                <div key={chapter.uuid} className="console-tree__chapter">
                  <p className="console-tree__chapter-title">{chapter.title}</p>
                  {chapter.contents.map((section) => (
                    <fieldset key={section.uuid} className="console-tree__section">
                      <legend>{section.title}</legend>
                      {section.contents.map((exercise) => {
                        const ref = { courseUuid: course.uuid, exerciseUuid: exercise.uuid };
                        const checked = chosen.some((c) => sameExercise(c, ref));
                        return (
                          <label key={exercise.uuid} className="console-tree__exercise">
                            <input
                              type="checkbox"
                              checked={checked}
                              onChange={() => onToggle(ref)}
                            />
                            <ExerciseTypeIcon
                              type={exercise.exerciseType}
                              label={intl.formatMessage(
                                exerciseTypeMessages[exercise.exerciseType],
                              )}
                            />
                            <span className="console-tree__exercise-text">
                              <span>{exercise.title}</span>
                              {/* The kind in words too (the icon alone is a riddle); the icon
                                  already names it to assistive technology. */}
                              <span className="console-tree__kind" aria-hidden="true">
                                {intl.formatMessage(exerciseTypeMessages[exercise.exerciseType])}
                              </span>
                            </span>
                          </label>
                        );
                      })}
                    </fieldset>
                  ))}
                </div>
              ))}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
