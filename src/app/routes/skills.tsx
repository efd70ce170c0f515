import { SkillsOverview } from '../../features/skills/components/skills-overview';
import { useSession } from '../session';
import jaSkills from '../../i18n/ja/skills';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route skills: the skills overview, its performance guidance and the practice entries. */
function SkillsScreen() {
  const { status, userUuid } = useSession();
  return (
    <SkillsOverview
      key={userUuid ?? ''}
      userUuid={userUuid ?? ''}
      enabled={status === 'signed-in'}
    />
  );
}

export default function SkillsRoute() {
  return (
    <WithAreaCatalogue ja={jaSkills}>
      <SkillsScreen />
    </WithAreaCatalogue>
  );
}
