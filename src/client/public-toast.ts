import { TOAST_LIMIT } from '@/contracts/constants';

/**
 * A toast like the app's, for the public pages' script (decision 018): announced politely, gone after
 * five seconds, and like the app's at most TOAST_LIMIT at a time (a new one replaces the oldest). With
 * `closeLabel` it has the app's close button. Returns what takes it down (the sign-in form's next try).
 */
export function toast(title: string, description: string, destructive = false, closeLabel?: string) {
  let viewport = document.getElementById('public-toasts');
  if (!viewport) {
    viewport = document.createElement('div');
    viewport.id = 'public-toasts';
    viewport.className =
      'fixed end-0 bottom-0 z-[100] m-0 flex max-h-screen w-full flex-col gap-2 p-4 sm:max-w-sm';
    document.body.append(viewport);
  }
  // Not a list: a list item may not be a status (axe), and each toast is announced on its own.
  const item = document.createElement('div');
  item.dataset.testid = 'toast';
  item.setAttribute('role', 'status');
  item.setAttribute('aria-live', 'polite');
  item.className = `grid gap-1 rounded-lg border p-4 shadow-lg animate-fade-in ${
    destructive
      ? 'border-destructive bg-destructive text-destructive-foreground'
      : 'border-border bg-card text-card-foreground'
  }`;
  const heading = document.createElement('p');
  heading.className = 'text-sm font-semibold';
  heading.textContent = title;
  const text = document.createElement('p');
  text.className = 'text-sm opacity-95';
  text.textContent = description;
  item.append(heading, text);
  const dismiss = () => item.remove();
  if (closeLabel) {
    item.classList.add('relative', 'pe-10');
    const close = document.createElement('button');
    close.type = 'button';
    close.setAttribute('aria-label', closeLabel);
    close.className =
      'absolute end-2 top-2 rounded-md px-2 text-lg leading-none opacity-80 hover:opacity-100';
    const cross = document.createElement('span');
    cross.setAttribute('aria-hidden', 'true');
    cross.textContent = '×';
    close.append(cross);
    close.addEventListener('click', dismiss);
    item.append(close);
  }
  viewport.append(item);
  while (viewport.children.length > TOAST_LIMIT) viewport.firstElementChild?.remove();
  window.setTimeout(dismiss, 5000);
  return dismiss;
}
