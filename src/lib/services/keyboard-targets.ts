// What a key press landed on, for the page-wide shortcuts (Space to replay or to record): a key
// that a field or a control would take itself is left to it.

/** A text field (input, textarea, select or contenteditable): typing goes there. */
export const isTextField = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement &&
  (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** A control that Space or Enter activates by itself (button, link, media player, role=button). */
const isControl = (target: EventTarget | null): boolean =>
  target instanceof HTMLButtonElement ||
  target instanceof HTMLAnchorElement ||
  target instanceof HTMLAudioElement ||
  (target instanceof HTMLElement && target.getAttribute('role') === 'button');

/** Space pressed where no field or control takes it: a page-wide Space shortcut may act. */
export const isFreeSpace = (event: KeyboardEvent): boolean =>
  (event.code === 'Space' || event.key === ' ') &&
  !isTextField(event.target) &&
  !isControl(event.target);
