import type { Catalogue } from '../catalogue';
import aliases from './aliases';
import auth from './auth';
import assignments from './assignments';
import home from './home';
import legal from './legal';
import notifications from './notifications';
import releaseNotes from './release-notes';
import settings from './settings';
import shell from './shell';

// Every area's catalogue of this language; an area adds its file here.
const catalogue: Catalogue = { ...shell, ...auth, ...aliases, ...home, ...assignments, ...notifications, ...settings, ...releaseNotes, ...legal };

export default catalogue;
