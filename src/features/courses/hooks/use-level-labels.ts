import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { LEVEL_SCALES, type LevelScale } from '../../../lib/rules/level-scales';
import { courseMessages, eikenGradeMessages } from '../messages';

const SCALE_NAMES = {
  cefrj: courseMessages.scaleCefrj,
  eiken: courseMessages.scaleEiken,
  toeic: courseMessages.scaleToeic,
} as const;

const isEikenGrade = (id: string): id is keyof typeof eikenGradeMessages =>
  id in eikenGradeMessages;

/** Names of the level scales and of their options (spec 9) in the screen language. */
export function useLevelLabels() {
  const intl = useIntl();
  return useMemo(() => {
    const option = (scale: LevelScale, id: string): string => {
      if (scale === 'eiken' && isEikenGrade(id)) return intl.formatMessage(eikenGradeMessages[id]);
      if (scale === 'toeic') {
        const [min = 0, max = 0] = id.split('-').map(Number);
        return intl.formatMessage(courseMessages.toeicBand, { min, max });
      }
      return id;
    };
    return {
      scale: (scale: LevelScale) => intl.formatMessage(SCALE_NAMES[scale]),
      option,
      /** The option labels of a scale, in its order (the level index counts them). */
      options: (scale: LevelScale) => LEVEL_SCALES[scale].map((entry) => option(scale, entry.id)),
    };
  }, [intl]);
}
