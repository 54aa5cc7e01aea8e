import { useId } from 'react';

/**
 * A slowly turning Islamic star lattice behind the content: one turn every 240 seconds, faint, and
 * still for people who ask for reduced motion. Purely decorative.
 */
export function BackgroundPattern() {
  const patternId = `${useId()}-stars`;
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 grid place-items-center overflow-hidden"
    >
      <svg
        className="size-[220vmax] max-w-none shrink-0 animate-pattern-turn text-primary opacity-[0.07] motion-reduce:animate-none"
        focusable="false"
      >
        <defs>
          <pattern id={patternId} width="96" height="96" patternUnits="userSpaceOnUse">
            <g fill="none" stroke="currentColor" strokeWidth="1.5">
              <rect x="28" y="28" width="40" height="40" />
              <rect x="28" y="28" width="40" height="40" transform="rotate(45 48 48)" />
              <circle cx="48" cy="48" r="9" />
              <path d="M0 0 L14 14 M96 0 L82 14 M0 96 L14 82 M96 96 L82 82" />
              <path d="M48 0 L56 8 L48 16 L40 8 Z M48 80 L56 88 L48 96 L40 88 Z M0 48 L8 40 L16 48 L8 56 Z M80 48 L88 40 L96 48 L88 56 Z" />
            </g>
          </pattern>
        </defs>
        <rect width="100%" height="100%" fill={`url(#${patternId})`} />
      </svg>
    </div>
  );
}
