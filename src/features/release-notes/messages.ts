import { defineMessage, defineMessages } from 'react-intl';

export const releaseNotesMessages = {
  ...defineMessages({
    title: { id: 'releaseNotes.page.title' },
    more: { id: 'releaseNotes.page.more' },
    empty: { id: 'releaseNotes.page.empty' },
    loading: { id: 'releaseNotes.page.loading' },
  }),
  version: defineMessage<{ version: string }>({ id: 'releaseNotes.note.version' }),
};
