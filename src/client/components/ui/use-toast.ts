import { useCallback, useRef, useSyncExternalStore } from 'react';
import { TOAST_LIMIT } from '@/contracts/constants';
import type { ToastVariant } from './toast';

/** A toast as callers describe it: already translated text. */
export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
};

export type ToastItem = ToastInput & { id: number; open: boolean };

/** How long a dismissed toast stays mounted so its closing animation can play. */
const REMOVE_DELAY_MS = 1000;

let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

export function dismissToast(id: number): void {
  emit(items.map((item) => (item.id === id ? { ...item, open: false } : item)));
  setTimeout(() => emit(items.filter((item) => item.id !== id)), REMOVE_DELAY_MS);
}

/** Takes every toast off at once, without the closing pause (a test that starts from an empty screen). */
export function removeAllToasts(): void {
  emit([]);
}

/** Shows a toast. Only TOAST_LIMIT toasts are kept: a new one replaces the oldest. */
export function toast(input: ToastInput): { id: number; dismiss: () => void } {
  const id = nextId++;
  emit([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useToast(): { toasts: ToastItem[]; toast: typeof toast; dismiss: typeof dismissToast } {
  const toasts = useSyncExternalStore(
    subscribe,
    () => items,
    () => items,
  );
  return { toasts, toast, dismiss: dismissToast };
}

/**
 * A form's own toast: `show` replaces the one it showed before, and `dismiss` (at each new try, valid
 * or not) takes it down, so a refusal never stays beside values the person has since changed.
 */
export function useFormToast(): { show: (input: ToastInput) => void; dismiss: () => void } {
  const shown = useRef<number | null>(null);
  const dismiss = useCallback(() => {
    if (shown.current !== null) dismissToast(shown.current);
    shown.current = null;
  }, []);
  const show = useCallback(
    (input: ToastInput) => {
      dismiss();
      shown.current = toast(input).id;
    },
    [dismiss],
  );
  return { show, dismiss };
}
