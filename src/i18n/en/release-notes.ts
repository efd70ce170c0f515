import type { Catalogue } from '../catalogue';

const releaseNotes: Catalogue = {
  'releaseNotes.page.title': 'Release notes',
  'releaseNotes.page.more': 'More',
  'releaseNotes.page.empty': 'There are no release notes yet.',
  'releaseNotes.page.loading': 'Loading the release notes',
  'releaseNotes.note.version': 'Version {version}',
};

export default releaseNotes;
