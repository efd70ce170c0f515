import { useIntl } from 'react-intl';
import type { ContentChoiceOption } from '../../../../api/generated/model/contentChoiceOption';
import { ConcealedText } from '../../player/components/concealed-text';
import type { ChoiceDetail } from './choice-answer';
import { choiceMessages as m } from './messages';
import './choice-options.css';

/**
 * After answering: every English option with its Japanese meaning, the right one and the
 * learner's own marked in words (never colour alone), each language behind 「・・・」 when the
 * display language hides it. Nothing when no option has a meaning.
 */
export function ChoiceMeanings({
  options,
  detail,
}: {
  options: readonly ContentChoiceOption[];
  detail: ChoiceDetail;
}) {
  const intl = useIntl();
  if (!options.some((option) => option.translation)) return null;
  return (
    <div className="choice-answered">
      <p className="choice-answered__label">{intl.formatMessage(m.meaningsLabel)}</p>
      <ul className="choice-meanings">
        {options.map((option) => {
          const right = option.id === detail.correctId;
          const chosen = option.id === detail.chosenId;
          const tone = right
            ? ' choice-meanings__item--right'
            : chosen
              ? ' choice-meanings__item--wrong'
              : '';
          return (
            <li key={option.id} className={`choice-meanings__item${tone}`}>
              <ConcealedText text={option.text} lang="en" />
              {option.translation ? <ConcealedText text={option.translation} lang="ja" /> : null}
              {right ? (
                <span className="choice-meanings__tag">{intl.formatMessage(m.rightChoice)}</span>
              ) : null}
              {chosen && !right ? (
                <span className="choice-meanings__tag">{intl.formatMessage(m.yourChoice)}</span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
