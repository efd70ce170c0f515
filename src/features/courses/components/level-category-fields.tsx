import { FormattedMessage } from 'react-intl';
import { Field } from '../../../components/ui/field';
import { scaleOfExamIndex, type LevelCategoryFilter } from '../../../lib/rules/course-filters';
import { LEVEL_SCALE_ORDER } from '../../../lib/rules/level-scales';
import { useLevelLabels } from '../hooks/use-level-labels';
import { courseMessages } from '../messages';

type LevelCategoryFieldsProps = {
  value: LevelCategoryFilter;
  categories: readonly { uuid: string; name: string }[];
  onChange: (change: Partial<LevelCategoryFilter>) => void;
};

const toggled = <T,>(list: readonly T[], item: T): T[] =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

/**
 * The level and category choices (spec 2.5 and 5): a scale — CEFR-J, Eiken or TOEIC, the exam
 * index — and some of its levels, then categories. Another scale starts with no level chosen.
 */
export function LevelCategoryFields({ value, categories, onChange }: LevelCategoryFieldsProps) {
  const labels = useLevelLabels();
  const scale = scaleOfExamIndex(value.examIndex);
  return (
    <div className="course-filters">
      <Field
        className="course-filters__field"
        label={<FormattedMessage {...courseMessages.scaleLabel} />}
      >
        {(id) => (
          <select
            id={id}
            value={LEVEL_SCALE_ORDER.indexOf(scale)}
            onChange={(event) =>
              onChange({ examIndex: Number(event.target.value), levelIndexes: [] })
            }
          >
            {LEVEL_SCALE_ORDER.map((option, index) => (
              <option key={option} value={index}>
                {labels.scale(option)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <fieldset className="course-filters__choices">
        <legend>
          <FormattedMessage {...courseMessages.levelLegend} />
        </legend>
        {labels.options(scale).map((label, index) => (
          <label key={`${scale}-${index}`} className="filter-chip">
            <input
              type="checkbox"
              checked={value.levelIndexes.includes(index)}
              onChange={() => onChange({ levelIndexes: toggled(value.levelIndexes, index) })}
            />
            {label}
          </label>
        ))}
      </fieldset>
      {categories.length > 0 ? (
        <fieldset className="course-filters__choices">
          <legend>
            <FormattedMessage {...courseMessages.categoryLegend} />
          </legend>
          {categories.map((category) => (
            <label key={category.uuid} className="filter-chip">
              <input
                type="checkbox"
                checked={value.categoryIds.includes(category.uuid)}
                onChange={() =>
                  onChange({ categoryIds: toggled(value.categoryIds, category.uuid) })
                }
              />
              {category.name}
            </label>
          ))}
        </fieldset>
      ) : null}
    </div>
  );
}
