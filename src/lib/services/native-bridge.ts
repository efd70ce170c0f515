// The iOS wrapper exposes its native functions as WebKit message handlers. Versions before 4.0.1
// have the recorder but not the playback handler; those users are asked to update (spec 2.4).
type MaybeNativeWindow = { webkit?: { messageHandlers?: Record<string, unknown> } };

function handlers(win: unknown): Record<string, unknown> {
  return (win as MaybeNativeWindow | undefined)?.webkit?.messageHandlers ?? {};
}

export function hasNativeRecorder(win: unknown): boolean {
  return !!handlers(win).nativeRecorder;
}

export function hasNativePlayback(win: unknown): boolean {
  return !!handlers(win).nativePlayback;
}

export function needsIosUpdate(win: unknown): boolean {
  return hasNativeRecorder(win) && !hasNativePlayback(win);
}
