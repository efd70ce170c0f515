import { useSyncExternalStore } from 'react';
import { isHardwareKey } from './hardware-key';
import { useMediaQuery } from './use-media-query';

// Keyboard tips ("Ctrl + Space でもう一度聞けます", "Enter で次へ", the overview's keys line…) are
// for learners with a keyboard: shown where the main pointer is fine (a mouse, a trackpad), or
// once a key of a hardware keyboard was pressed in this page (a tablet with a keyboard attached).
// A phone or tablet used by touch shows none, even after its on-screen keyboard typed an answer
// (./hardware-key.ts tells the two apart); nor does a page rendered ahead of time.

let keyPressed = false;
let listening = false;
const subscribers = new Set<() => void>();

function onKeyDown(event: KeyboardEvent) {
  if (!isHardwareKey(event)) return;
  keyPressed = true;
  window.removeEventListener('keydown', onKeyDown, true);
  subscribers.forEach((notify) => notify());
}

function subscribe(notify: () => void) {
  subscribers.add(notify);
  if (!listening && !keyPressed) {
    listening = true;
    window.addEventListener('keydown', onKeyDown, true);
  }
  return () => {
    subscribers.delete(notify);
  };
}

/** True when keyboard tips belong on screen: a fine pointer, or a hardware key pressed here. */
export function useKeyboardTips(): boolean {
  const finePointer = useMediaQuery('(pointer: fine)');
  const pressed = useSyncExternalStore(
    subscribe,
    () => keyPressed,
    () => false,
  );
  return finePointer || pressed;
}
