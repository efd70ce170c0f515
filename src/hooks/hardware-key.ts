// Whether a key press comes from a hardware keyboard rather than a phone's on-screen keyboard.
// An on-screen keyboard only types into a text field, and there its keys arrive as keyCode 229
// (Android), while an input method composes, or as ordinary letters, Enter and Backspace (iOS,
// Gboard's "done"): none of those tell a keyboard apart. What does: a key no on-screen keyboard
// has (Tab, the arrows, Escape…) anywhere, or any key pressed outside a text field, where an
// on-screen keyboard is not open at all. Modifier keys alone and unnamed keys count for nothing.

/** Keys no on-screen keyboard sends, even inside a text field. */
const KEYBOARD_ONLY = new Set([
  'Tab',
  'Escape',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
]);

/** Keys outside a text field that a keyboard user presses (letters, digits, Space, Enter…). */
const ACTION_KEYS = new Set(['Enter', ' ', 'Backspace', 'Delete']);

/** Where an on-screen keyboard may be open: a text field or an editable element. */
function isTextField(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || target instanceof HTMLTextAreaElement) return true;
  if (target instanceof HTMLSelectElement) return false;
  if (!(target instanceof HTMLInputElement)) return false;
  const nonText = ['button', 'checkbox', 'radio', 'range', 'color', 'file', 'submit', 'reset'];
  return !nonText.includes(target.type);
}

export function isHardwareKey(
  event: Pick<KeyboardEvent, 'key' | 'keyCode' | 'isComposing' | 'target'>,
): boolean {
  if (event.isComposing || event.keyCode === 229) return false;
  const { key } = event;
  if (KEYBOARD_ONLY.has(key)) return true;
  if (isTextField(event.target)) return false;
  return ACTION_KEYS.has(key) || [...key].length === 1;
}
