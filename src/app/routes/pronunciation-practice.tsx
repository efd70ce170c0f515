import { useIntl } from 'react-intl';
import { paths } from '../../config/routes';
import { ComingLater } from '../../features/shell/components/coming-later';
import { exerciseFrameMessages, pageTitleMessages } from '../../features/shell/messages';
import { BackButton } from '../layout/back-button';

/** Route pronunciation_practice: the screen arrives with the speaking kinds. */
export default function PronunciationPracticeRoute() {
  const intl = useIntl();
  return (
    <>
      <BackButton
        fallback={paths.skills()}
        label={intl.formatMessage(exerciseFrameMessages.close)}
      />
      <ComingLater title={intl.formatMessage(pageTitleMessages.pronunciationPractice)} />
    </>
  );
}
