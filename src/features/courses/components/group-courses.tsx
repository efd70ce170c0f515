import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { CourseSummary } from '../../../api/generated/model/courseSummary';
import { Button } from '../../../components/ui/button';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { Field } from '../../../components/ui/field';
import {
  categoriesOf,
  filterGroupCourses,
  groupOptionsOf,
  withKnownCategories,
  type GroupFilter,
  type GroupOption,
} from '../../../lib/rules/course-filters';
import { courseMessages } from '../messages';
import { CourseList } from './course-list';
import { LevelCategoryFields } from './level-category-fields';

type GroupCoursesProps = {
  courses: readonly CourseSummary[];
  filter: GroupFilter;
  onChange: (change: Partial<GroupFilter>) => void;
  onClear: () => void;
  multiplier: number;
  onMultiplierChange: (multiplier: number) => void;
};

/** The group courses (listOrganisationCourses) with a group, level and category choice. */
export function GroupCourses({
  courses,
  filter,
  onChange,
  onClear,
  multiplier,
  onMultiplierChange,
}: GroupCoursesProps) {
  const intl = useIntl();
  const categories = categoriesOf(courses, intl.locale);
  const options = groupOptionsOf(courses);
  const effective = withKnownCategories(filter, categories);
  const groupIndex = options[filter.groupIndex] ? filter.groupIndex : 0;
  const shown = filterGroupCourses(courses, { ...effective, groupIndex });
  const chosen =
    (groupIndex > 0 ? 1 : 0) + effective.levelIndexes.length + effective.categoryIds.length;
  // Open at first when remembered choices narrow the list, so it is clear why; then the user's.
  const [open, setOpen] = useState(() => chosen > 0);
  const panelId = useId();
  const optionLabel = (option: GroupOption) =>
    option.kind === 'group'
      ? option.name
      : intl.formatMessage(
          option.kind === 'all' ? courseMessages.groupAll : courseMessages.groupOrganisation,
        );

  if (courses.length === 0) {
    return (
      <p className="empty-state">
        <FormattedMessage {...courseMessages.groupNone} />
      </p>
    );
  }
  return (
    <>
      <div className="panel course-group-filters">
        <DisclosureButton
          expanded={open}
          controls={panelId}
          onToggle={() => setOpen((wasOpen) => !wasOpen)}
        >
          {intl.formatMessage(courseMessages.groupFilters, { count: chosen })}
        </DisclosureButton>
        <div id={panelId} className="course-group-filters__panel" hidden={!open}>
          <Field
            className="course-filters__field"
            label={<FormattedMessage {...courseMessages.groupLabel} />}
          >
            {(id) => (
              <select
                id={id}
                value={groupIndex}
                onChange={(event) => onChange({ groupIndex: Number(event.target.value) })}
              >
                {options.map((option, index) => (
                  <option key={option.kind === 'group' ? option.name : option.kind} value={index}>
                    {optionLabel(option)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <LevelCategoryFields value={effective} categories={categories} onChange={onChange} />
          <Button variant="secondary" onClick={onClear} disabled={chosen === 0}>
            <FormattedMessage {...courseMessages.clearFilters} />
          </Button>
        </div>
      </div>
      <CourseList
        courses={shown}
        empty={<FormattedMessage {...courseMessages.groupFilteredEmpty} />}
        limit={{ multiplier, onChange: onMultiplierChange }}
        showGroup
      />
    </>
  );
}
