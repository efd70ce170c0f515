import { useIntl } from 'react-intl';
import { Spinner } from '../../components/ui/spinner';
import { layoutMessages } from '../../features/shell/messages';

/** Shown while the first screen's code loads. */
export function AppLoading() {
  const intl = useIntl();
  return (
    <div className="app-loading">
      <Spinner label={intl.formatMessage(layoutMessages.loading)} />
    </div>
  );
}
