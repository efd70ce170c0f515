import { useCallback } from 'react';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { isChapterOpen, toggleChapter } from '../../../lib/rules/opened-chapters';
import { openedChapters } from '../../../lib/services/storage';

/** The chapters left open in one course by one alias (spec 3 and 4.5), remembered in storage. */
export function useOpenedChapters(aliasUuid: string, courseUuid: string) {
  const [state] = useStoredItem(openedChapters);
  const isOpen = useCallback(
    (chapterUuid: string) => isChapterOpen(state, aliasUuid, courseUuid, chapterUuid),
    [state, aliasUuid, courseUuid],
  );
  const toggle = useCallback(
    (chapterUuid: string) =>
      openedChapters.write(
        toggleChapter(openedChapters.read(), aliasUuid, courseUuid, chapterUuid),
      ),
    [aliasUuid, courseUuid],
  );
  return { isOpen, toggle };
}
