// The toast queue (spec 4.5): push appends, shift removes the first after it faded out. Only the
// first toast is on screen; it stays for its timespan (3000 ms unless told otherwise).
export const DEFAULT_TOAST_TIMESPAN_MS = 3000;

export type Toast = { id: number; text: string; timespan: number };

export function pushToast(
  queue: readonly Toast[],
  toast: Omit<Toast, 'timespan'> & { timespan?: number },
): Toast[] {
  const timespan =
    toast.timespan !== undefined && toast.timespan > 0 ? toast.timespan : DEFAULT_TOAST_TIMESPAN_MS;
  return [...queue, { id: toast.id, text: toast.text, timespan }];
}

export function shiftToast(queue: readonly Toast[]): Toast[] {
  return queue.slice(1);
}
