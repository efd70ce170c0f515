import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useToast } from '../../components/ui/toast/toast-context';
import { useProblemText } from './use-problem-text';

/**
 * Runs a control operation: while it runs `busy` is true; then every read of the console is
 * fetched again (a control operation can change anything) and a toast says what happened.
 */
export function useControlAction() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const problemText = useProblemText();
  const [busy, setBusy] = useState(false);
  const run = async <T>(call: () => Promise<T>, done: string): Promise<T | undefined> => {
    setBusy(true);
    try {
      const result = await call();
      await queryClient.invalidateQueries();
      toast(done);
      return result;
    } catch (error) {
      toast(problemText(error));
      return undefined;
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
