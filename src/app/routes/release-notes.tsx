import { useIntl } from 'react-intl';
import { ReleaseNoteList } from '../../features/release-notes/components/release-note-list';
import { useReleaseNotes } from '../../features/release-notes/hooks/use-release-notes';
import { releaseNotesMessages } from '../../features/release-notes/messages';
import { useLanguage } from '../../i18n/language-context';
import { BackButton } from '../layout/back-button';
import { paths } from '../../config/routes';
import jaReleaseNotes from '../../i18n/ja/release-notes';
import { WithAreaCatalogue } from '../../i18n/with-area-catalogue';

/** Route releaseNotes: the web app's release notes, paged. */
function ReleaseNotesScreen() {
  const intl = useIntl();
  const { language } = useLanguage();
  const notes = useReleaseNotes(language);
  return (
    <div className="release-notes-page">
      <BackButton fallback={paths.userSettings()} />
      <h1>{intl.formatMessage(releaseNotesMessages.title)}</h1>
      <ReleaseNoteList
        notes={notes.notes}
        language={language}
        loaded={notes.loaded}
        pending={notes.pending}
        hasMore={notes.hasMore}
        loadingMore={notes.loadingMore}
        onMore={notes.loadMore}
      />
    </div>
  );
}

export default function ReleaseNotesRoute() {
  return (
    <WithAreaCatalogue ja={jaReleaseNotes}>
      <ReleaseNotesScreen />
    </WithAreaCatalogue>
  );
}
