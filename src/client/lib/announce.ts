/**
 * The app's one polite live region for a short notice that has no visible place of its own (a busy
 * button's new label, "Saving..."). Toasts announce themselves (Radix); notices that stay on screen are
 * their own `role="status"` or `role="alert"`. One region for the whole page, made on first use and
 * kept: a region that appears together with its words is not read by every screen reader, so the
 * words go in a moment later, and are taken out again once read so that nobody finds them later at the
 * end of the page.
 */
const REGION_ID = 'polite-announcer';
/** Time for the screen reader to see the region before its words change. */
const SETTLE_MS = 100;
/** As react-aria's announcer: long enough to be read, then gone from the page. */
const CLEAR_AFTER_MS = 7000;

let pending: ReturnType<typeof setTimeout> | undefined;

function liveRegion(): HTMLElement {
  let region = document.getElementById(REGION_ID);
  if (!region) {
    region = document.createElement('div');
    region.id = REGION_ID;
    // role="status" is a polite, atomic live region.
    region.setAttribute('role', 'status');
    region.className = 'sr-only';
    document.body.append(region);
  }
  return region;
}

/** Says `message` politely (after what the screen reader is saying), once. */
export function announce(message: string): void {
  const region = liveRegion();
  clearTimeout(pending);
  // Emptied first: the same words twice in a row are still a change, and are read again.
  region.textContent = '';
  pending = setTimeout(() => {
    region.textContent = message;
    pending = setTimeout(() => {
      region.textContent = '';
    }, CLEAR_AFTER_MS);
  }, SETTLE_MS);
}
