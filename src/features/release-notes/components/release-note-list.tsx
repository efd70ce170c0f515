import { format, parseISO } from 'date-fns';
import { useIntl } from 'react-intl';
import type { ReleaseNote } from '../../../api/generated/model/releaseNote';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { dateLocale } from '../../../i18n/date-locale';
import type { Language } from '../../../lib/services/storage';
import { releaseNotesMessages } from '../messages';

type ReleaseNoteListProps = {
  notes: ReleaseNote[];
  language: Language;
  loaded: boolean;
  pending: boolean;
  hasMore: boolean;
  loadingMore: boolean;
  onMore: () => void;
};

/** Release notes, newest first: version, date and the note's paragraphs; "more" pages on. */
export function ReleaseNoteList({
  notes,
  language,
  loaded,
  pending,
  hasMore,
  loadingMore,
  onMore,
}: ReleaseNoteListProps) {
  const intl = useIntl();
  if (pending) return <Spinner label={intl.formatMessage(releaseNotesMessages.loading)} />;
  if (loaded && notes.length === 0)
    return <p className="empty-state">{intl.formatMessage(releaseNotesMessages.empty)}</p>;
  return (
    <>
      <ol className="release-notes">
        {notes.map((note) => (
          <li key={`${note.version}-${note.date}`} className="release-note">
            <article aria-labelledby={`release-${note.version}`}>
              <h2 id={`release-${note.version}`}>
                {intl.formatMessage(releaseNotesMessages.version, { version: note.version })}
              </h2>
              <p className="release-note__date">
                <time dateTime={note.date}>
                  {format(parseISO(note.date), 'PPP', { locale: dateLocale(language) })}
                </time>
              </p>
              {note.body.split(/\n\s*\n/).map((paragraph, index) => (
                <p key={index}>{paragraph}</p>
              ))}
            </article>
          </li>
        ))}
      </ol>
      {hasMore ? (
        <Button variant="secondary" onClick={onMore} disabled={loadingMore}>
          {intl.formatMessage(releaseNotesMessages.more)}
        </Button>
      ) : null}
    </>
  );
}
