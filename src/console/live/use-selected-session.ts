import { useCallback, useState } from 'react';
import { storedSessionId } from '../lib/console-storage';

/** The class on screen, remembered across reloads. */
export function useSelectedSession(): [number | null, (id: number | null) => void] {
  const [id, setId] = useState(() => storedSessionId.read());
  const select = useCallback((next: number | null) => {
    storedSessionId.write(next);
    setId(next);
  }, []);
  return [id, select];
}
