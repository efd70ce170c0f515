import { useIntl } from 'react-intl';
import { BuildCard } from './build-card';
import { ClockCard } from './clock-card';
import { demoMessages } from './demo-messages';
import { FlagsCard } from './flags-card';
import { InvitationCard } from './invitation-card';
import { MaintenanceCard } from './maintenance-card';
import { ResetCard } from './reset-card';
import { ResetLinksCard } from './reset-links-card';
import './demo.css';

/** Demo controls: every control operation of the mock backend, without curl. */
export function DemoView() {
  const intl = useIntl();
  return (
    <div className="console-demo">
      <h1 className="visually-hidden">{intl.formatMessage(demoMessages.heading)}</h1>
      <div className="console-demo__column">
        <ClockCard />
        <MaintenanceCard />
        <BuildCard />
        <ResetCard />
      </div>
      <div className="console-demo__column">
        <InvitationCard />
        <ResetLinksCard />
        <FlagsCard />
      </div>
    </div>
  );
}
