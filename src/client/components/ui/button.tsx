import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { useCallback, useEffect, useRef, type ComponentProps, type MouseEvent, type Ref } from 'react';
import { announce } from '@/client/lib/announce';
import { cn } from '@/client/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:not-aria-busy:cursor-not-allowed aria-busy:cursor-wait aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        destructive: 'bg-destructive text-destructive-foreground hover:bg-destructive-hover',
        outline: 'border border-input bg-card text-foreground hover:bg-muted',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-muted',
        ghost: 'text-foreground hover:bg-muted',
        link: 'text-primary underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-10 px-4 py-2',
        sm: 'min-h-9 px-3',
        lg: 'min-h-11 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

/** Gives the caller's ref the element too, as a callback ref or an object ref. */
function passRef<E>(ref: Ref<E> | undefined, node: E | null) {
  if (typeof ref === 'function') return ref(node);
  if (ref) ref.current = node;
}

/**
 * The one way to make a control wait while its work is under way (saving, signing in, retrying):
 * `disabled` would drop the keyboard focus to the page body, so a busy control stays focusable, says
 * it is unavailable (`aria-disabled`) and busy (`aria-busy`), and ignores activation. The click is
 * cancelled, so a busy submit button does not send its form again either (nor does Enter in a field,
 * which clicks it). When its label changes as it becomes busy ('Save' to 'Saving...'), the new label
 * is announced politely (`announce`): the name of the focused button changing is not read out by
 * every screen reader, and a button whose label stays (three demo-payment buttons waiting on one)
 * says nothing more than its state.
 * `unavailable` is the same without the waiting: a control that cannot be used now but keeps the focus,
 * because it was just used (a Save with nothing left to save, an action already logged today).
 * `disabled` stays for a control that cannot be used at all (an invalid form, an option not offered).
 * Returns the props to spread on the control, its `ref` included (`ref` passes the caller's through).
 */
export function useBusy<E extends HTMLElement, M extends MouseEvent>({
  busy,
  unavailable,
  onClick,
  ref,
}: {
  busy: boolean | undefined;
  unavailable?: boolean;
  onClick?: (event: M) => void;
  ref?: Ref<E>;
}) {
  const element = useRef<E | null>(null);
  const idleLabel = useRef<string | null>(null);
  const announced = useRef(false);
  useEffect(() => {
    const node = element.current;
    const label = node ? (node.getAttribute('aria-label') ?? node.textContent ?? '').trim() : '';
    if (!busy) {
      idleLabel.current = label;
      announced.current = false;
      return;
    }
    if (announced.current) return;
    announced.current = true;
    if (label && idleLabel.current !== null && label !== idleLabel.current) announce(label);
  });
  const setRef = useCallback(
    (node: E | null) => {
      element.current = node;
      return passRef(ref, node);
    },
    [ref],
  );
  const inactive = Boolean(busy || unavailable);
  return {
    ref: setRef,
    'aria-disabled': inactive || busy,
    'aria-busy': busy || undefined,
    onClick: inactive ? (event: M) => event.preventDefault() : onClick,
  };
}

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Its work is under way: it keeps the focus but ignores activation (`useBusy`). */
    busy?: boolean;
    /**
     * With `disabled`: unavailable but focusable (`useBusy`), for a button that becomes disabled as a
     * result of being pressed (a Save with nothing left to save), which would otherwise drop the focus.
     */
    focusableWhenDisabled?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  busy,
  focusableWhenDisabled,
  disabled,
  onClick,
  ref,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  const unavailable = Boolean(disabled && focusableWhenDisabled);
  const busyState = useBusy({ busy, unavailable, onClick, ref });
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? 'button')}
      disabled={unavailable ? undefined : disabled}
      {...busyState}
      {...props}
    />
  );
}
