import { cn } from '@/client/lib/utils';

/** Hidaya's mark: an eight-pointed star (two squares turned 45 degrees) around a crescent. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={cn('size-8 shrink-0', className)}
    >
      <rect x="7" y="7" width="18" height="18" rx="1.5" fill="#c9973a" />
      <rect x="7" y="7" width="18" height="18" rx="1.5" fill="#c9973a" transform="rotate(45 16 16)" />
      <circle cx="16" cy="16" r="7" fill="#0d3b34" />
      <circle cx="18.2" cy="14.8" r="5.6" fill="#c9973a" />
      <circle cx="20" cy="13.8" r="5" fill="#0d3b34" />
    </svg>
  );
}
