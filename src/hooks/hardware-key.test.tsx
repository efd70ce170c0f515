import { describe, expect, it } from 'vitest';
import { isHardwareKey } from './hardware-key';

/** An element of the kind a key press may target. */
function target(kind: 'page' | 'text' | 'textarea' | 'editable' | 'button' | 'checkbox') {
  switch (kind) {
    case 'page':
      return document.body;
    case 'text':
      return Object.assign(document.createElement('input'), { type: 'text' });
    case 'textarea':
      return document.createElement('textarea');
    case 'editable': {
      const div = document.createElement('div');
      div.contentEditable = 'true';
      // jsdom does not compute isContentEditable.
      Object.defineProperty(div, 'isContentEditable', { value: true });
      return div;
    }
    case 'button':
      return document.createElement('button');
    case 'checkbox':
      return Object.assign(document.createElement('input'), { type: 'checkbox' });
  }
}

describe('isHardwareKey', () => {
  it.each([
    // Keys no on-screen keyboard has: a keyboard, wherever they are pressed.
    ['Tab on the page', 'Tab', 9, false, 'page', true],
    ['Tab in a text field', 'Tab', 9, false, 'text', true],
    ['an arrow in a text field', 'ArrowLeft', 37, false, 'text', true],
    ['Escape on the page', 'Escape', 27, false, 'page', true],
    // Outside a text field no on-screen keyboard is open: a key there is a keyboard's.
    ['Enter on the page', 'Enter', 13, false, 'page', true],
    ['Enter on a button', 'Enter', 13, false, 'button', true],
    ['Space on a checkbox', ' ', 32, false, 'checkbox', true],
    ['a digit on the page (an option)', '2', 50, false, 'page', true],
    // In a text field, the phone's keyboard sends these too (iOS letters, Gboard's "done").
    ['a letter in a text field', 'a', 65, false, 'text', false],
    ['Enter in a text field', 'Enter', 13, false, 'text', false],
    ['Backspace in a text area', 'Backspace', 8, false, 'textarea', false],
    ['a letter in an editable element', 'b', 66, false, 'editable', false],
    // Android's on-screen keyboard and an input method composing: never a sign.
    ['keyCode 229 on the page', 'Unidentified', 229, false, 'page', false],
    ['a key while composing', 'a', 65, true, 'page', false],
    // A modifier alone, or an unnamed key, says nothing.
    ['Shift alone on the page', 'Shift', 16, false, 'page', false],
    ['an unidentified key on the page', 'Unidentified', 0, false, 'page', false],
  ] as const)('%s', (_name, key, keyCode, isComposing, where, expected) => {
    expect(isHardwareKey({ key, keyCode, isComposing, target: target(where) })).toBe(expected);
  });
});
