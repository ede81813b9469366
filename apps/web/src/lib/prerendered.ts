// The prerendered sign-in screen (vite.config.ts) is live HTML: a person may type into it, move the focus,
// press a button or submit the form before the app's code runs, which starts at their first interaction
// (build/boot-script.ts). The app's first commit replaces it with the same screen, and this module carries
// over what was done meanwhile, so nothing typed is lost and nothing pressed is ignored.

/** On #root while it holds the prerendered screen; the app's first commit removes it. */
export const PRERENDERED = 'data-prerendered';

/** What the boot script noted before the app took over: the submitted form, the pressed button (indexes). */
interface Notes {
  submit?: number;
  click?: number;
}

declare global {
  interface Window {
    __prerendered?: Notes;
  }
}

/** The controls that hold a value or the focus, in document order (the two screens' markup is the same). */
const CONTROLS = 'input, textarea, select, button, a[href], [tabindex]';

/** Sets a field's value as typing would, so React's onChange (and the form's state) sees it. */
function type(field: HTMLInputElement | HTMLTextAreaElement, value: string): void {
  const prototype =
    field instanceof HTMLInputElement ? HTMLInputElement.prototype : HTMLTextAreaElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

const isField = (element: Element | null | undefined): element is HTMLInputElement | HTMLTextAreaElement =>
  element instanceof HTMLTextAreaElement ||
  (element instanceof HTMLInputElement && !['checkbox', 'radio', 'file'].includes(element.type));

function sameKind(a: Element, b: Element): boolean {
  return a.tagName === b.tagName && a.getAttribute('type') === b.getAttribute('type');
}

/**
 * Called before the app renders over the prerendered screen in `container`: follows the focus until the app's
 * first commit removes the screen. Returns what the commit's layout phase calls (once): the live screen's
 * fields take the prerendered ones' values and the focus goes to the same control; then, in a task of their
 * own once the form's state has the values, the caret goes where it was and the noted press and submit are
 * done again.
 */
export function carryOver(container: HTMLElement): () => void {
  const before = [...container.querySelectorAll(CONTROLS)];
  let focused = before.find((control) => control === document.activeElement) ?? null;
  let done = false;
  const onFocusIn = (event: FocusEvent) => {
    if (event.target instanceof Element && before.includes(event.target)) focused = event.target;
  };
  // Focus leaving for the page's background (a click outside the fields), but not the commit's removal of the
  // focused field, which the browser also reports as a focusout (the element is then still connected): that
  // one comes in the commit's task, so the layout phase has used `focused` before a microtask runs.
  const onFocusOut = (event: FocusEvent) => {
    if (event.relatedTarget !== null) return;
    const left = event.target;
    queueMicrotask(() => {
      if (!done && focused === left) focused = null;
    });
  };
  container.addEventListener('focusin', onFocusIn);
  container.addEventListener('focusout', onFocusOut);

  return () => {
    if (done) return;
    done = true;
    container.removeEventListener('focusin', onFocusIn);
    container.removeEventListener('focusout', onFocusOut);
    const notes = window.__prerendered ?? {};
    delete window.__prerendered;
    const after = [...container.querySelectorAll(CONTROLS)];
    // Not the same screen (the app went elsewhere): nothing to carry over.
    if (
      after.length !== before.length ||
      before.some((control, i) => !sameKind(control, after[i] ?? control))
    )
      return;
    before.forEach((control, i) => {
      const live = after[i];
      if (isField(control) && isField(live) && live.value !== control.value) type(live, control.value);
    });
    const target = focused ? after[before.indexOf(focused)] : undefined;
    if (target instanceof HTMLElement) target.focus();
    const caret = focused && isField(focused) ? focused : null;
    const { selectionStart = null, selectionEnd = null, selectionDirection = null, value = '' } = caret ?? {};
    // In a task of its own: React sets a controlled field's value once more after the input events above.
    setTimeout(() => {
      if (isField(target) && document.activeElement === target && target.value === value) {
        try {
          target.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
        } catch {
          // A field without a caret (an e-mail or number input).
        }
      }
      const button =
        notes.click === undefined ? undefined : container.querySelectorAll('button')[notes.click];
      button?.click();
      const form = notes.submit === undefined ? undefined : container.querySelectorAll('form')[notes.submit];
      form?.requestSubmit();
    }, 0);
  };
}
