import { useCallback, useEffect, useState } from 'react';
import { subscribe, type StoredItem } from '../lib/services/storage';

/**
 * A stored item as state: written through to storage on every change, and read again when it
 * changes elsewhere (another tab, or another screen of this one).
 */
export function useStoredItem<T>(item: StoredItem<T>): [T, (next: T) => void] {
  const [value, setValue] = useState(() => item.read());
  useEffect(() => subscribe(item, () => setValue(item.read())), [item]);
  const write = useCallback(
    (next: T) => {
      setValue(next);
      item.write(next);
    },
    [item],
  );
  return [value, write];
}
