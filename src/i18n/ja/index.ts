import type { Catalogue } from '../catalogue';
import aliases from './aliases';
import assignments from './assignments';
import exerciseShell from './exercise-shell';
import home from './home';
import legal from './legal';
import live from './live';
import notifications from './notifications';
import offlineDownload from './offline-download';
import shell from './shell';
import ui from './ui';

// The Japanese catalogue that ships with the app: every area but those only their own routes
// show (auth, courses, history, release notes, settings, skills), which their routes bring
// along (WithAreaCatalogue).
const catalogue: Catalogue = {
  ...shell,
  ...ui,
  ...aliases,
  ...home,
  ...assignments,
  ...notifications,
  ...offlineDownload,
  ...legal,
  ...live,
  ...exerciseShell,
};

export default catalogue;
