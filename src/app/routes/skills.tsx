import { useIntl } from 'react-intl';
import { Spinner } from '../../components/ui/spinner';
import { SkillsOverview } from '../../features/skills/components/skills-overview';
import { skillsMessages } from '../../features/skills/messages';
import { useSession } from '../../hooks/use-session';
import jaSkills from '../../i18n/ja/skills';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route skills: the skills overview, its performance guidance and the practice entries. */
function SkillsScreen() {
  const intl = useIntl();
  const { status, userUuid } = useSession();
  // The levels are remembered per user: until the profile says who this is, nothing to show.
  if (userUuid === null) return <Spinner label={intl.formatMessage(skillsMessages.loading)} />;
  return <SkillsOverview key={userUuid} userUuid={userUuid} enabled={status === 'signed-in'} />;
}

export default function SkillsRoute() {
  return (
    <WithAreaCatalogue ja={jaSkills}>
      <SkillsScreen />
    </WithAreaCatalogue>
  );
}
