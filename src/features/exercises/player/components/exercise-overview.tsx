import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import type { ExerciseDetails } from '../../../../api/generated/model/exerciseDetails';
import { Button } from '../../../../components/ui/button';
import { useKeyboardTips } from '../../../../hooks/use-keyboard-tips';
import { useDisplayLanguage } from '../../hooks/use-display-language';
import { overviewMessages } from '../../messages';
import { scopeOfPages, startTextsOf } from '../run-questions';
import { LearnedMeter } from './learned-meter';
import { overviewRunMessages } from './overview-run-messages';

type OverviewProps = {
  details: ExerciseDetails;
  /** Drills offer "practice with selected" beside the test. */
  drill: boolean;
  /** Personalised practice: one scored run of the chosen cards (its own start, spec 7). */
  personalised: boolean;
  starting: boolean;
  onStart: (problemUuids?: string[]) => void;
  /** A practice run of the chosen items (start/practice-mode/): no trophy, no assignment. */
  onPractise: (problemUuids: string[]) => void;
};

/**
 * The overview (spec 2.5): where the exercise sits, how to do it, and the items it covers with
 * select / deselect all, show or hide English or translation (kept per user: one may be hidden,
 * never both); "test" starts with every item, "practice with selected" a practice run of the
 * chosen ones (no trophy, no assignment). Personalised practice has no test: "start" scores the
 * chosen cards (spec 7), and a line under the list says which kind of run the buttons start.
 * The keys line is for keyboard users only.
 */
export function ExerciseOverview(props: OverviewProps) {
  const { details, drill, personalised, starting, onStart, onPractise } = props;
  const intl = useIntl();
  const keyboardTips = useKeyboardTips();
  const { exercise } = details;
  const scope = scopeOfPages(exercise.pages);
  const texts = startTextsOf(exercise.pages);
  const [selected, setSelected] = useState<Set<string>>(
    () => new Set(scope?.items.map((item) => item.uuid) ?? []),
  );
  const { showEnglish, showTranslation, onlyShown, show } = useDisplayLanguage();
  const scopeId = useId();
  const total = scope?.items.length ?? 0;
  /** A drill's items can be chosen: practised (no trophy), or a personalised run's cards. */
  const choosing = drill && scope !== null;

  const toggle = (uuid: string) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(uuid)) next.delete(uuid);
      else next.add(uuid);
      return next;
    });

  return (
    <section className="run-overview" aria-labelledby="run-title">
      <p className="run-overview__where">
        {details.course.title} › {details.section.title}
      </p>
      <h1 id="run-title" className="run-overview__title" tabIndex={-1}>
        {exercise.title}
      </h1>
      <div className="run-overview__instructions">
        <h2>{intl.formatMessage(overviewMessages.instructions)}</h2>
        <p>{exercise.instructions}</p>
        {texts.map((text) => (
          <p key={text.text}>
            {intl.locale === 'ja' && text.translation ? text.translation : text.text}
          </p>
        ))}
      </div>
      {scope ? (
        <div className="run-scope">
          <h2 id={scopeId}>{intl.formatMessage(overviewMessages.scope)}</h2>
          <div className="run-scope__tools">
            <Button
              variant="secondary"
              onClick={() => setSelected(new Set(scope.items.map((item) => item.uuid)))}
            >
              {intl.formatMessage(overviewMessages.selectAll)}
            </Button>
            <Button variant="secondary" onClick={() => setSelected(new Set())}>
              {intl.formatMessage(overviewMessages.deselectAll)}
            </Button>
            <label className="run-scope__switch">
              <input
                type="checkbox"
                checked={showEnglish}
                disabled={onlyShown === 'english'}
                onChange={(event) => show('english', event.target.checked)}
              />
              {intl.formatMessage(overviewMessages.showEnglish)}
            </label>
            <label className="run-scope__switch">
              <input
                type="checkbox"
                checked={showTranslation}
                disabled={onlyShown === 'translation'}
                onChange={(event) => show('translation', event.target.checked)}
              />
              {intl.formatMessage(overviewMessages.showTranslation)}
            </label>
          </div>
          <p className="run-scope__count" aria-live="polite">
            {intl.formatMessage(overviewMessages.selected, { count: selected.size, total })}
          </p>
          <ul className="run-scope__list" aria-labelledby={scopeId}>
            {scope.items.map((item, index) => (
              <li key={item.uuid} className="run-scope__item">
                <label>
                  <input
                    type="checkbox"
                    checked={selected.has(item.uuid)}
                    onChange={() => toggle(item.uuid)}
                  />
                  <span className="run-scope__number">{index + 1}</span>
                  <span className="run-scope__text" lang="en">
                    {showEnglish ? item.text : '・・・'}
                  </span>
                  <span className="run-scope__translation">
                    {showTranslation ? item.translation : '・・・'}
                  </span>
                </label>
                {item.learnedStatus !== null ? (
                  <LearnedMeter status={item.learnedStatus} message={overviewMessages.learned} />
                ) : null}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {choosing ? (
        <p className="run-footer__hint">
          {intl.formatMessage(
            personalised ? overviewRunMessages.personalisedNote : overviewRunMessages.practiceNote,
          )}
        </p>
      ) : null}
      <div className="run-actions">
        {choosing && personalised ? (
          <Button disabled={starting || selected.size === 0} onClick={() => onStart([...selected])}>
            {intl.formatMessage(overviewMessages.start)}
          </Button>
        ) : (
          <>
            {choosing ? (
              <Button
                variant="secondary"
                disabled={starting || selected.size === 0}
                onClick={() => onPractise([...selected])}
              >
                {intl.formatMessage(overviewMessages.practiseSelected)}
              </Button>
            ) : null}
            <Button
              disabled={starting || (!drill && scope !== null && selected.size === 0)}
              onClick={() =>
                onStart(!drill && scope && selected.size < total ? [...selected] : undefined)
              }
            >
              {intl.formatMessage(drill ? overviewMessages.test : overviewMessages.start)}
            </Button>
          </>
        )}
      </div>
      {keyboardTips ? (
        <p className="run-keys">{intl.formatMessage(overviewMessages.keys)}</p>
      ) : null}
    </section>
  );
}
