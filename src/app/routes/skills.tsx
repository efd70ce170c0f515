import { SkillsOverview } from '../../features/skills/components/skills-overview';
import { useSession } from '../session';

/** Route skills: the skills overview, its performance guidance and the practice entries. */
export default function SkillsRoute() {
  const { status, userUuid } = useSession();
  return (
    <SkillsOverview
      key={userUuid ?? ''}
      userUuid={userUuid ?? ''}
      enabled={status === 'signed-in'}
    />
  );
}
