import type { Catalogue } from '../catalogue';
import choiceKinds from './exercise-choice-kinds';
import exercises from './exercises';
import settings from './settings';
import textKinds from './exercise-text-kinds';

// The Japanese texts the exercise routes bring along (WithAreaCatalogue): the player, its kinds
// and the audio settings of the settings popup.
const exerciseRoute: Catalogue = { ...exercises, ...choiceKinds, ...textKinds, ...settings };

export default exerciseRoute;
