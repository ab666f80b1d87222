import { type RefObject, useEffect } from 'react';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

const focusables = (root: HTMLElement) =>
  Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (el) => !el.hasAttribute('inert') && el.getClientRects().length > 0,
  );

// Only the most recently opened trap handles Tab, so nested dialogs do not fight.
const stack: HTMLElement[] = [];

/** True when `el` is the innermost active trap (used so Escape closes only the top dialog). */
export const isTopmostTrap = (el: HTMLElement | null) => !!el && stack[stack.length - 1] === el;

/** The first focusable element inside `root`, if any. */
export const firstFocusable = (root: HTMLElement | null | undefined) =>
  root ? focusables(root)[0] : undefined;

const isShown = (el: HTMLElement) => el.getClientRects().length > 0;

/**
 * `el` when it is on the page and shown; else, when it sits in a hidden region (a phone menu closed
 * meanwhile), the visible control that shows that region (its `aria-controls`), so that the focus never
 * falls back to <body>.
 */
function visibleStandIn(el: HTMLElement): HTMLElement | null {
  if (!document.contains(el)) return null;
  if (isShown(el)) return el;
  for (let box = el.parentElement; box; box = box.parentElement) {
    if (!box.id) continue;
    const control = document.querySelector<HTMLElement>(`[aria-controls~="${CSS.escape(box.id)}"]`);
    if (control && isShown(control)) return control;
  }
  return null;
}

/**
 * While `active`: moves focus into `ref` (the `initialFocus` element, else the first
 * focusable, else the container), keeps Tab / Shift+Tab inside, and gives focus back when it ends
 * to `returnTo` (default: the previously focused element), or to its visible stand-in.
 */
export function useFocusTrap(
  ref: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: RefObject<HTMLElement | null> | (() => HTMLElement | null | undefined),
  returnTo?: HTMLElement | null,
) {
  useEffect(() => {
    const root = ref.current;
    if (!active || !root) return;
    const previous = returnTo ?? (document.activeElement as HTMLElement | null);
    stack.push(root);
    const wanted = typeof initialFocus === 'function' ? initialFocus() : initialFocus?.current;
    (wanted ?? focusables(root)[0] ?? root).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || stack[stack.length - 1] !== root) return;
      const list = focusables(root);
      if (list.length === 0) {
        event.preventDefault();
        root.focus();
        return;
      }
      const first = list[0];
      const last = list[list.length - 1];
      const current = document.activeElement;
      if (event.shiftKey && (current === first || !root.contains(current))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (current === last || !root.contains(current))) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      stack.splice(stack.lastIndexOf(root), 1);
      const target = previous && visibleStandIn(previous);
      target?.focus();
    };
  }, [ref, active, initialFocus, returnTo]);
}
