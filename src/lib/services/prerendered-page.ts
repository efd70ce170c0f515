// The sign-in page's prerendered copy (user/login.html, written by the build:
// scripts/prerender-sign-in.ts) is on screen, and can be typed in, before the app's JavaScript has
// run. The app takes over in one render (src/main.tsx waits for the screen's module first) and
// keeps what the learner did meanwhile: what was typed in each field, which field had the focus,
// and a press of the button (remembered on #root by the page's blocking script).
// The attribute names are the build's (PRERENDER_ATTRIBUTES there; a test keeps them equal).

export const PRERENDERED_ATTRIBUTES = {
  page: 'data-prerendered',
  language: 'data-prerendered-language',
  submitted: 'data-prerendered-submitted',
} as const;

/** True when `root` still holds a prerendered page (before the app's first render). */
export function holdsPrerenderedPage(root: Element): boolean {
  return root.querySelector(`[${PRERENDERED_ATTRIBUTES.language}]`) !== null;
}

export type PrerenderedField = {
  value: string;
  /** The field had the focus. */
  focused: boolean;
  /** Where the caret or selection was (null where the field has none, e.g. type=email). */
  selection: { start: number; end: number } | null;
};

/**
 * The prerendered page's field `name` (a plain name, as the form's) as the learner left it, or null when there is none (the app
 * has rendered already, or the page was not prerendered). Read during the first render, before
 * React replaces the copy.
 */
export function prerenderedField(name: string): PrerenderedField | null {
  if (typeof document === 'undefined') return null;
  const fields = [
    ...document.querySelectorAll<HTMLInputElement>(
      `[${PRERENDERED_ATTRIBUTES.language}] input[name="${name}"]`,
    ),
  ];
  if (fields.length === 0) return null;
  // Only the copy on screen can have been typed in: the focused one, or the one with a value.
  const field =
    fields.find((input) => input === document.activeElement) ??
    fields.find((input) => input.value !== '') ??
    fields[0];
  if (!field) return null;
  let selection: PrerenderedField['selection'] = null;
  try {
    if (field.selectionStart !== null && field.selectionEnd !== null) {
      selection = { start: field.selectionStart, end: field.selectionEnd };
    }
  } catch {
    // Fields without a caret (type=email) throw in some browsers.
  }
  return { value: field.value, focused: field === document.activeElement, selection };
}

/**
 * True while a press of the prerendered page's button, made before the app took over, waits to be
 * acted on (takePrerenderedSubmit takes it). Read during the first render.
 */
export function prerenderedSubmitPending(): boolean {
  if (typeof document === 'undefined') return false;
  return document.getElementById('root')?.hasAttribute(PRERENDERED_ATTRIBUTES.submitted) ?? false;
}

/** True once, when the prerendered page's button was pressed before the app took over. */
export function takePrerenderedSubmit(): boolean {
  if (typeof document === 'undefined') return false;
  const root = document.getElementById('root');
  if (!root?.hasAttribute(PRERENDERED_ATTRIBUTES.submitted)) return false;
  root.removeAttribute(PRERENDERED_ATTRIBUTES.submitted);
  return true;
}

/** Puts the focus (and the caret) back where the learner had it in the prerendered field. */
export function restoreFocus(field: HTMLInputElement | null, was: PrerenderedField | null): void {
  if (!field || !was?.focused) return;
  field.focus();
  if (!was.selection) return;
  try {
    field.setSelectionRange(was.selection.start, was.selection.end);
  } catch {
    // The field has no caret to place.
  }
}
