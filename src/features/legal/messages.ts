import { defineMessage, defineMessages } from 'react-intl';

export const legalMessages = {
  ...defineMessages({
    loading: { id: 'legal.document.loading' },
    failed: { id: 'legal.document.failed' },
    contents: { id: 'legal.document.contents' },
  }),
  established: defineMessage<{ date: string }>({ id: 'legal.document.established' }),
  article: defineMessage<{ number: number; heading: string }>({ id: 'legal.document.article' }),
};
