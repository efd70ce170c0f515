import type { Catalogue } from '../catalogue';
import aliases from './aliases';
import auth from './auth';
import assignments from './assignments';
import courses from './courses';
import exerciseChat from './exercise-chat';
import exerciseChoiceKinds from './exercise-choice-kinds';
import exercisePronunciation from './exercise-pronunciation';
import exercisePronunciationDrill from './exercise-pronunciation-drill';
import exerciseShell from './exercise-shell';
import exerciseSpeaking from './exercise-speaking';
import exerciseTextKinds from './exercise-text-kinds';
import exercises from './exercises';
import history from './history';
import home from './home';
import legal from './legal';
import live from './live';
import notifications from './notifications';
import offlineDownload from './offline-download';
import releaseNotes from './release-notes';
import settings from './settings';
import shell from './shell';
import skills from './skills';
import ui from './ui';

// Every area's catalogue of this language; an area adds its file here.
const catalogue: Catalogue = {
  ...shell,
  ...ui,
  ...auth,
  ...aliases,
  ...home,
  ...assignments,
  ...courses,
  ...history,
  ...notifications,
  ...offlineDownload,
  ...settings,
  ...skills,
  ...releaseNotes,
  ...legal,
  ...live,
  ...exercises,
  ...exerciseChoiceKinds,
  ...exerciseTextKinds,
  ...exerciseSpeaking,
  ...exerciseChat,
  ...exercisePronunciation,
  ...exercisePronunciationDrill,
  ...exerciseShell,
};

export default catalogue;
