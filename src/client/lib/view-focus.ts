import { useEffect, useRef } from 'react';

/**
 * For a page that swaps one view for another in place (a setup form, then the lesson): each time
 * `view` changes, the keyboard focus moves to the new view's heading (the first `heading` inside the
 * root: the view's h1, its h2 under a page title that stays, or any selector). The control that was pressed has gone
 * with the old view, and the focus would otherwise fall back to the page itself, leaving a keyboard
 * or screen-reader user nowhere. The first render moves nothing. Returns the ref of the page's root.
 */
export function useViewFocus<E extends HTMLElement>(view: unknown, heading = 'h1') {
  const root = useRef<E>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (Object.is(shown.current, view)) return;
    shown.current = view;
    const target = root.current?.querySelector<HTMLElement>(heading);
    if (!target) return;
    // A heading takes the focus only with a tabindex; a control (a button) already has one.
    if (target.tabIndex < 0) target.tabIndex = -1;
    target.focus();
  }, [view, heading]);
  return root;
}
