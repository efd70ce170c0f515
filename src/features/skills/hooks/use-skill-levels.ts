import { useCallback } from 'react';
import { useStoredItem } from '../../../hooks/use-stored-item';
import {
  skillLevelIndex,
  withSkillLevelIndex,
  type PracticeSkill,
} from '../../../lib/rules/skill-levels';
import { skillLevelIndexes } from '../../../lib/services/storage';

/** The user's chosen level per practice skill (spec 3, skill level indexes per user). */
export function useSkillLevels(userUuid: string) {
  const [state, write] = useStoredItem(skillLevelIndexes);
  const levelIndex = useCallback(
    (skill: PracticeSkill) => skillLevelIndex(state, userUuid, skill),
    [state, userUuid],
  );
  const choose = useCallback(
    (skill: PracticeSkill, index: number) =>
      write(withSkillLevelIndex(skillLevelIndexes.read(), userUuid, skill, index)),
    [write, userUuid],
  );
  return { levelIndex, choose };
}
