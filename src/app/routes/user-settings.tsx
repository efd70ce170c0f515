import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { resetMockState } from '../../api/generated/endpoints/mock/mock';
import { useModals } from '../../components/ui/modal/modal-context';
import { Spinner } from '../../components/ui/spinner';
import { env } from '../../config/env';
import { AccountSection } from '../../features/settings/components/account-section';
import { LogoutWaitingModal } from '../../features/settings/components/logout-waiting-modal';
import { AudioSettingsForm } from '../../features/settings/components/audio-settings-form';
import { offersAdminSite } from '../../features/settings/admin-site';
import { MicrophoneCheck } from '../../features/settings/components/microphone-check';
import { NotificationSetting } from '../../features/settings/components/notification-setting';
import { SettingsLinks } from '../../features/settings/components/settings-links';
import { useDevicePush } from '../../features/notifications/hooks/use-device-push';
import { useNotificationPermission } from '../../features/settings/hooks/use-notification-permission';
import { useProfileSettings } from '../../features/settings/hooks/use-profile-settings';
import { settingsMessages } from '../../features/settings/messages';
import { LanguageSwitch } from '../../features/shell/components/language-switch';
import { NotificationPromptModal } from '../../features/shell/components/notification-prompt-modal';
import { VersionLines } from '../../features/shell/components/version-lines';
import { androidAppVersion, iosAppVersion } from '../../lib/services/storage';
import { useSession, type SessionProfile } from '../../hooks/use-session';
import jaSettings from '../../i18n/ja/settings';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/**
 * The static demo's reset (docs/mock-backend.md#a-static-demo-without-a-server): only in the build
 * with the mock in the browser; in any other the condition is false at build time and the section
 * is left out with its module.
 */
const DemoResetSection =
  import.meta.env.VITE_MOCK_BACKEND === 'browser'
    ? lazy(() => import('../../features/settings/components/demo-reset-section'))
    : null;

/**
 * Route user-settings: audio and speech settings saved to the profile, a microphone check,
 * language, notifications, help and legal links, the administrator site for teachers and
 * administrators (never a learner: features/settings/admin-site.ts),
 * logout, in the static demo its reset, versions.
 */
function UserSettingsScreen() {
  const intl = useIntl();
  const modals = useModals();
  const { profile, setProfile, logout, userUuid, groupNames, flags } = useSession();
  const { save, error } = useProfileSettings<SessionProfile>(profile, setProfile);
  const notifications = useNotificationPermission(userUuid);
  const push = useDevicePush(userUuid, notifications.permission);

  // Answers given offline that still wait for this learner are kept for her next sign-in here;
  // logging out asks first, so she knows they are not sent yet.
  const confirmLogout = async () => {
    const { callsWaitingForSignedIn } =
      await import('../../features/exercises/player/offline-calls');
    if (callsWaitingForSignedIn() === 0) return logout();
    setAskingLogout(true);
  };
  // Shown here rather than through the modal queue: its words come with the settings catalogue.
  const [askingLogout, setAskingLogout] = useState(false);

  const askForNotifications = () =>
    modals.open('notification-permission', (close) => (
      <NotificationPromptModal
        onAllow={() => {
          close();
          void notifications.request();
        }}
        onLater={close}
      />
    ));

  return (
    <div className="settings">
      <h1>{intl.formatMessage(settingsMessages.title)}</h1>
      {profile ? (
        <AudioSettingsForm
          accent={profile.audio.accent}
          speed={profile.audio.speed}
          useOnlyHttp={profile.useOnlyHttp}
          onChange={save}
          error={error}
        />
      ) : (
        <Spinner label={intl.formatMessage(settingsMessages.loading)} />
      )}
      <MicrophoneCheck />
      <section className="panel settings-section" aria-labelledby="language-settings-heading">
        <h2 id="language-settings-heading">
          {intl.formatMessage(settingsMessages.languageHeading)}
        </h2>
        <LanguageSwitch />
      </section>
      <NotificationSetting
        permission={notifications.permission}
        subscription={push.status}
        onEnable={askForNotifications}
        onRetry={push.retry}
      />
      <SettingsLinks
        helpUrl={env.helpUrl}
        adminSiteUrl={offersAdminSite(profile, flags) ? env.adminSiteUrl : undefined}
      />
      <AccountSection
        email={profile?.email ?? null}
        groupNames={groupNames}
        onLogout={() => void confirmLogout()}
      />
      {DemoResetSection ? (
        <Suspense fallback={null}>
          <DemoResetSection
            onReset={() =>
              // The world laid again and saved (every tab's) as the first step of a sign-out like
              // the logout button's (the old session's token is gone with the world: its logout
              // call is refused, which the logout takes in its stride), landing on the sign-in
              // page, with no way back to these settings.
              logout(() => resetMockState({ seed: 'demo' }))
            }
          />
        </Suspense>
      ) : null}
      {askingLogout ? (
        <LogoutWaitingModal
          onStay={() => setAskingLogout(false)}
          onLogout={() => {
            setAskingLogout(false);
            void logout();
          }}
        />
      ) : null}
      <VersionLines
        web={env.webVersion}
        android={androidAppVersion.read()}
        ios={iosAppVersion.read()}
      />
    </div>
  );
}

export default function UserSettingsRoute() {
  return (
    <WithAreaCatalogue ja={jaSettings}>
      <UserSettingsScreen />
    </WithAreaCatalogue>
  );
}
