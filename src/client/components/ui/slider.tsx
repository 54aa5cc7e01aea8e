import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/client/lib/utils';

/**
 * A single-value Radix slider. The thumb is the focusable `role="slider"` element, so its name and
 * spoken value are passed to it: `labelledBy` (the visible label's id) and `valueText`. Like the
 * tabs, it takes the interface direction (Radix assumes ltr): in Arabic and Urdu it fills from the right.
 */
export function Slider({
  className,
  labelledBy,
  valueText,
  thumbTestId,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & {
  labelledBy: string;
  valueText?: string;
  thumbTestId?: string;
}) {
  const { i18n } = useTranslation();
  return (
    <SliderPrimitive.Root
      dir={i18n.dir()}
      className={cn('relative flex h-6 w-full touch-none items-center select-none', className)}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2 w-full grow overflow-hidden rounded-full bg-muted">
        <SliderPrimitive.Range className="absolute h-full bg-primary" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-labelledby={labelledBy}
        aria-valuetext={valueText}
        data-testid={thumbTestId}
        className="block size-5 rounded-full border-2 border-primary bg-card shadow transition-colors hover:bg-secondary disabled:pointer-events-none"
      />
    </SliderPrimitive.Root>
  );
}
