import type { Catalogue } from '../catalogue';
import chat from './exercise-chat';
import choiceKinds from './exercise-choice-kinds';
import exercises from './exercises';
import pronunciation from './exercise-pronunciation';
import pronunciationDrill from './exercise-pronunciation-drill';
import settings from './settings';
import speaking from './exercise-speaking';
import textKinds from './exercise-text-kinds';

// The Japanese texts the exercise routes bring along (WithAreaCatalogue): the player, its kinds
// and the audio settings of the settings popup.
const exerciseRoute: Catalogue = {
  ...exercises,
  ...choiceKinds,
  ...textKinds,
  ...speaking,
  ...chat,
  ...pronunciation,
  ...pronunciationDrill,
  ...settings,
};

export default exerciseRoute;
