import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { Field } from '../../../components/ui/field';
import { paths } from '../../../config/routes';
import { SCHOOL_GRADES } from '../../../lib/rules/exercise-route-query';
import { schoolGradeOfIndex, type PracticeSkill } from '../../../lib/rules/skill-levels';
import { practiceMessages, skillsMessages } from '../messages';

/** An entry to a practice route, with the level (school grade) the practice draws its cards from. */
export function PracticeCard({
  skill,
  levelIndex,
  onLevelChange,
}: {
  skill: PracticeSkill;
  levelIndex: number;
  onLevelChange: (index: number) => void;
}) {
  const intl = useIntl();
  const id = useId();
  const messages = practiceMessages[skill];
  const to = `${paths.skillsPractice(skill)}?schoolGrade=${schoolGradeOfIndex(levelIndex)}`;
  return (
    <li className="panel practice-card" aria-labelledby={`${id}-name`}>
      <h3 id={`${id}-name`}>
        <FormattedMessage {...messages.name} />
      </h3>
      <p>
        <FormattedMessage {...messages.description} />
      </p>
      <Field label={<FormattedMessage {...skillsMessages.levelLabel} />}>
        {(fieldId) => (
          <select
            id={fieldId}
            value={levelIndex}
            onChange={(event) => onLevelChange(Number(event.target.value))}
          >
            {SCHOOL_GRADES.map((grade, index) => (
              <option key={grade} value={index}>
                {intl.formatMessage(skillsMessages.schoolGrade, { grade })}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Link className="button button--primary practice-card__start" to={to}>
        <FormattedMessage {...messages.start} />
      </Link>
    </li>
  );
}
