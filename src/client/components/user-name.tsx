import type { ComponentProps } from 'react';
import { cn } from '@/client/lib/utils';

/**
 * A name a person chose (a username), on one line and cut with an ellipsis at its own end when it
 * does not fit. `dir="auto"` takes its direction from the name, not from the page: in Arabic or Urdu a
 * Latin username keeps its beginning and loses its end, as it is read (inheriting right to left, it
 * lost its beginning). As wide as the name up to its container, so it still sits at the start of a
 * right-to-left line; in a flex row it is the part that shrinks.
 */
export function UserName({ className, ...props }: ComponentProps<'bdi'>) {
  return (
    <bdi
      dir="auto"
      className={cn('inline-block min-w-0 max-w-full truncate align-bottom', className)}
      {...props}
    />
  );
}
