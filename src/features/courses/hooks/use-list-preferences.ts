import { useCallback } from 'react';
import { useStoredItem } from '../../../hooks/use-stored-item';
import { listPreferences, type ListPreferences } from '../../../lib/services/storage';

/** Course explore's remembered choices (spec 3, list preferences), changed part by part. */
export function useListPreferences() {
  const [preferences, write] = useStoredItem(listPreferences);
  const change = useCallback(
    (update: (current: ListPreferences) => ListPreferences) =>
      write(update(listPreferences.read())),
    [write],
  );
  return { preferences, change };
}
