import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, MouseEvent } from 'react';
import { cn } from '@/client/lib/utils';

export const buttonVariants = cva(
  'inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-60 aria-disabled:cursor-wait aria-disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
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

/**
 * The one way to make a control wait while its work is under way (saving, signing in, retrying):
 * `disabled` would drop the keyboard focus to the page body, so a busy control stays focusable, says
 * it is unavailable (`aria-disabled`) and ignores activation. The click is cancelled, so a busy submit
 * button does not send its form again either (nor does Enter in a field, which clicks it).
 * `disabled` stays for a control that cannot be used at all (an invalid form, an option not offered).
 */
export function busyProps<E extends MouseEvent>(busy: boolean | undefined, onClick?: (event: E) => void) {
  return {
    'aria-disabled': busy,
    onClick: busy ? (event: E) => event.preventDefault() : onClick,
  };
}

export type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a <button>. */
    asChild?: boolean;
    /** Its work is under way: it keeps the focus but ignores activation (`busyProps`). */
    busy?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  busy,
  onClick,
  ...props
}: ButtonProps) {
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      className={cn(buttonVariants({ variant, size }), className)}
      type={asChild ? type : (type ?? 'button')}
      {...busyProps(busy, onClick)}
      {...props}
    />
  );
}
