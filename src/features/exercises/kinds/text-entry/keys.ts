import type { KeyboardEvent as ReactKeyboardEvent } from 'react';

// Keyboard rules every typed answer shares (learner-ux.md): Enter never acts while an IME is
// composing (a Japanese keyboard confirms its conversion with Enter).

type AnyKeyboardEvent = ReactKeyboardEvent | KeyboardEvent;

/** True while an IME composition is under way (isComposing, or Safari's keyCode 229). */
export function isComposing(event: AnyKeyboardEvent): boolean {
  const native = 'nativeEvent' in event ? event.nativeEvent : event;
  return native.isComposing || native.keyCode === 229;
}

/** A plain Enter (no IME composition, no Shift/Alt/Ctrl/Meta). */
export function isSubmitEnter(event: AnyKeyboardEvent): boolean {
  return (
    event.key === 'Enter' &&
    !isComposing(event) &&
    !event.shiftKey &&
    !event.altKey &&
    !event.ctrlKey &&
    !event.metaKey
  );
}

/** Ctrl+Enter or Cmd+Enter (submits a textarea, where Enter is a new line). */
export function isModifiedEnter(event: AnyKeyboardEvent): boolean {
  return event.key === 'Enter' && !isComposing(event) && (event.ctrlKey || event.metaKey);
}
