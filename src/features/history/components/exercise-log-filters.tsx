import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { exerciseTypesOfSkill, SKILLS } from '../../../lib/history-inputs';
import type { HistoryInputs } from '../../../lib/storage';
import { historyExerciseTypeMessages, historyMessages, skillMessages } from '../messages';

type ExerciseLogFiltersProps = {
  inputs: HistoryInputs;
  /** Shown under the dates when they cannot be asked for. */
  rangeError: string | null;
  onChange: (change: Partial<HistoryInputs>) => void;
  onClear: () => void;
};

/** Date range, skill and exercise type of the exercise logs; the types follow the skill chosen. */
export function ExerciseLogFilters({
  inputs,
  rangeError,
  onChange,
  onClear,
}: ExerciseLogFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const every = intl.formatMessage(historyMessages.every);
  return (
    <div
      className="log-filters"
      role="group"
      aria-label={intl.formatMessage(historyMessages.filtersLabel)}
    >
      <div className="log-filters__field">
        <label htmlFor={`${id}-start`}>
          <FormattedMessage {...historyMessages.startDate} />
        </label>
        <input
          id={`${id}-start`}
          type="date"
          value={inputs.startDate ?? ''}
          max={inputs.endDate ?? undefined}
          onChange={(event) => onChange({ startDate: event.target.value || null })}
        />
      </div>
      <div className="log-filters__field">
        <label htmlFor={`${id}-end`}>
          <FormattedMessage {...historyMessages.endDate} />
        </label>
        <input
          id={`${id}-end`}
          type="date"
          value={inputs.endDate ?? ''}
          min={inputs.startDate ?? undefined}
          aria-invalid={rangeError ? true : undefined}
          aria-describedby={rangeError ? `${id}-range-error` : undefined}
          onChange={(event) => onChange({ endDate: event.target.value || null })}
        />
      </div>
      <div className="log-filters__field">
        <label htmlFor={`${id}-skill`}>
          <FormattedMessage {...historyMessages.skillLabel} />
        </label>
        <select
          id={`${id}-skill`}
          value={inputs.skill}
          onChange={(event) => onChange({ skill: Number(event.target.value) })}
        >
          <option value={0}>{every}</option>
          {SKILLS.map((skill) => (
            <option key={skill} value={skill}>
              {intl.formatMessage(skillMessages[skill])}
            </option>
          ))}
        </select>
      </div>
      <div className="log-filters__field">
        <label htmlFor={`${id}-type`}>
          <FormattedMessage {...historyMessages.typeLabel} />
        </label>
        <select
          id={`${id}-type`}
          value={inputs.exerciseType}
          onChange={(event) => onChange({ exerciseType: Number(event.target.value) })}
        >
          <option value={0}>{every}</option>
          {exerciseTypesOfSkill(inputs.skill).map((type) => (
            <option key={type} value={type}>
              {intl.formatMessage(historyExerciseTypeMessages[type])}
            </option>
          ))}
        </select>
      </div>
      <Button variant="secondary" className="log-filters__clear" onClick={onClear}>
        <FormattedMessage {...historyMessages.clear} />
      </Button>
      {rangeError ? (
        <p id={`${id}-range-error`} className="form-error log-filters__error" role="alert">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
