import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { Modal } from '../../../components/ui/modal/modal';
import { useModals } from '../../../components/ui/modal/modal-context';
import { useToast } from '../../../components/ui/toast/toast-context';
import { feedbackMessages } from '../feedback-messages';
import { offlineCalls } from '../player/offline-calls';
import { FeedbackForm } from './feedback-form';

/**
 * After an exercise the learner lands on the lobby, the assignment or the course with
 * `withFeedback=true&logId=N` (spec 2.2): this asks for the feedback there (postUserFeedback,
 * an offline call so it is not lost offline), then drops the two parameters.
 */
export function FeedbackPrompt() {
  const intl = useIntl();
  const modals = useModals();
  const toast = useToast();
  const [params, setParams] = useSearchParams();
  const logId = Number(params.get('logId'));
  const asked = params.get('withFeedback') === 'true' && Number.isInteger(logId) && logId > 0;

  useEffect(() => {
    if (!asked) return;
    const done = () => {
      modals.close('exercise-feedback');
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.delete('withFeedback');
          next.delete('logId');
          return next;
        },
        { replace: true },
      );
    };
    modals.open('exercise-feedback', () => (
      <Modal title={intl.formatMessage(feedbackMessages.title)} actions={null} onDismiss={done}>
        <FeedbackForm
          onSkip={done}
          onSend={({ difficulty, text }) => {
            offlineCalls().enqueue({
              operation: 'postUserFeedback',
              args: [{ logId, difficulty, text }],
              scope: `feedback:${logId}`,
            });
            toast(intl.formatMessage(feedbackMessages.thanks));
            done();
          }}
        />
      </Modal>
    ));
  }, [asked, logId, intl, modals, setParams, toast]);
  return null;
}
