import { useIntl } from 'react-intl';
import { LEVEL_SCALE_ORDER, levelDisplayOf } from '../../../lib/rules/level-scales';
import { useLevelLabels } from '../hooks/use-level-labels';

/** A course's level on each scale of spec 9: its CEFR-J level and the Eiken grades and TOEIC bands covering it. */
export function CourseLevels({ cefrj }: { cefrj: number }) {
  const intl = useIntl();
  const labels = useLevelLabels();
  const display = levelDisplayOf(cefrj);
  const list = new Intl.ListFormat(intl.locale, { style: 'narrow', type: 'conjunction' });
  return (
    <dl className="course-levels">
      {LEVEL_SCALE_ORDER.map((scale) =>
        display[scale].length > 0 ? (
          <div key={scale} className="course-levels__item">
            <dt>{labels.scale(scale)}</dt>
            <dd>{list.format(display[scale].map((id) => labels.option(scale, id)))}</dd>
          </div>
        ) : null,
      )}
    </dl>
  );
}
