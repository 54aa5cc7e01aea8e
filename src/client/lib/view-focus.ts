import { useEffect, useRef } from 'react';

/**
 * For a page that swaps one view for another in place (a setup form, then the lesson), and for the
 * router, whose views are the pages: each time `view` changes, the keyboard focus moves to the new
 * view's heading (the first `heading` inside the root: the view's h1, its h2 under a page title that
 * stays, or any selector). The control that was pressed has gone with the old view (or, a sidebar
 * link, stays on a page that has gone), and the focus would otherwise fall back to the page itself,
 * leaving a keyboard or screen-reader user nowhere. A heading not drawn yet (the page's chunk or data
 * still loading) is waited for as long as the focus stays where the change left it: once the person
 * puts it somewhere else, nothing is moved. The first render moves nothing. Returns the root's ref.
 */
export function useViewFocus<E extends HTMLElement>(view: unknown, heading = 'h1') {
  const root = useRef<E>(null);
  const shown = useRef(view);
  useEffect(() => {
    if (Object.is(shown.current, view)) return;
    shown.current = view;
    const element = root.current;
    if (!element) return;
    const left = document.activeElement;
    const stillWhereLeft = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === left || !active.isConnected;
    };
    const moveToHeading = (): boolean => {
      const target = element.querySelector<HTMLElement>(heading);
      if (!target) return false;
      // A heading takes the focus only with a tabindex; a control (a button) already has one.
      if (target.tabIndex < 0) target.tabIndex = -1;
      target.focus();
      // The old page, hidden while the new one loads, still has its heading; it cannot take the focus.
      return document.activeElement === target;
    };
    if (moveToHeading()) return;
    const observer = new MutationObserver(() => {
      if (!stillWhereLeft()) observer.disconnect();
      else if (moveToHeading()) observer.disconnect();
    });
    observer.observe(element, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [view, heading]);
  return root;
}
