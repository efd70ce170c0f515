import { useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Button } from '../../../components/ui/button';
import { DisclosureButton } from '../../../components/ui/disclosure-button';
import { Field } from '../../../components/ui/field';
import { exerciseTypeMessages } from '../../../components/ui/messages';
import { useMediaQuery } from '../../../hooks/use-media-query';
import {
  activeHistoryFilterCount,
  exerciseTypesOfSkill,
  SKILLS,
} from '../../../lib/rules/history-inputs';
import type { HistoryInputs } from '../../../lib/services/storage';
import { historyMessages, skillMessages } from '../messages';

type ExerciseLogFiltersProps = {
  inputs: HistoryInputs;
  /** Shown under the dates when they cannot be asked for. */
  rangeError: string | null;
  onChange: (change: Partial<HistoryInputs>) => void;
  onClear: () => void;
};

/** Where the four fields would fill a phone screen: there they fold away behind a button. */
const NARROW_SCREEN = '(max-width: 600px)';

/**
 * Date range, skill and exercise type of the exercise logs; the types follow the skill chosen. On
 * a narrow screen they start folded behind a button that says how many are set (issue 12); a date
 * problem shows either way, outside the fold.
 */
export function ExerciseLogFilters({
  inputs,
  rangeError,
  onChange,
  onClear,
}: ExerciseLogFiltersProps) {
  const intl = useIntl();
  const id = useId();
  const every = intl.formatMessage(historyMessages.every);
  const narrow = useMediaQuery(NARROW_SCREEN);
  const [open, setOpen] = useState(false);
  return (
    <div
      className="panel log-filters"
      role="group"
      aria-label={intl.formatMessage(historyMessages.filtersLabel)}
    >
      {narrow ? (
        <DisclosureButton
          expanded={open}
          controls={`${id}-fields`}
          onToggle={() => setOpen((wasOpen) => !wasOpen)}
        >
          {intl.formatMessage(historyMessages.filtersToggle, {
            count: activeHistoryFilterCount(inputs),
          })}
        </DisclosureButton>
      ) : null}
      <div id={`${id}-fields`} className="log-filters__fields" hidden={narrow && !open}>
        <Field
          className="log-filters__field"
          label={<FormattedMessage {...historyMessages.startDate} />}
        >
          {(fieldId) => (
            <input
              id={fieldId}
              type="date"
              value={inputs.startDate ?? ''}
              max={inputs.endDate ?? undefined}
              onChange={(event) => onChange({ startDate: event.target.value || null })}
            />
          )}
        </Field>
        <Field
          className="log-filters__field"
          label={<FormattedMessage {...historyMessages.endDate} />}
        >
          {(fieldId) => (
            <input
              id={fieldId}
              type="date"
              value={inputs.endDate ?? ''}
              min={inputs.startDate ?? undefined}
              aria-invalid={rangeError ? true : undefined}
              aria-describedby={rangeError ? `${id}-range-error` : undefined}
              onChange={(event) => onChange({ endDate: event.target.value || null })}
            />
          )}
        </Field>
        <Field
          className="log-filters__field"
          label={<FormattedMessage {...historyMessages.skillLabel} />}
        >
          {(fieldId) => (
            <select
              id={fieldId}
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
          )}
        </Field>
        <Field
          className="log-filters__field"
          label={<FormattedMessage {...historyMessages.typeLabel} />}
        >
          {(fieldId) => (
            <select
              id={fieldId}
              value={inputs.exerciseType}
              onChange={(event) => onChange({ exerciseType: Number(event.target.value) })}
            >
              <option value={0}>{every}</option>
              {exerciseTypesOfSkill(inputs.skill).map((type) => (
                <option key={type} value={type}>
                  {intl.formatMessage(exerciseTypeMessages[type])}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button variant="secondary" className="log-filters__clear" onClick={onClear}>
          <FormattedMessage {...historyMessages.clear} />
        </Button>
      </div>
      {rangeError ? (
        <p id={`${id}-range-error`} className="form-error log-filters__error" role="alert">
          {rangeError}
        </p>
      ) : null}
    </div>
  );
}
