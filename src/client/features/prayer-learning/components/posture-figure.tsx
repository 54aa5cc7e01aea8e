import type { Posture, Tradition } from '@/contracts/prayer-lessons';
import { cn } from '@/client/lib/utils';

const LIMB = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 9,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A figure seen from the side, facing the qibla; the arms follow the tradition. */
function StandingFigure({ tradition }: { tradition: Tradition }) {
  return (
    <g>
      <circle cx="100" cy="36" r="15" fill="currentColor" />
      <path {...LIMB} d="M100 58 L100 118 L100 176 L116 176" />
      {tradition === 'shia' ? (
        <path {...LIMB} d="M100 68 L107 96 L107 120" />
      ) : (
        <>
          <path {...LIMB} d="M100 68 L89 97 L113 83" />
          <circle cx="116" cy="82" r="6" fill="currentColor" />
        </>
      )}
    </g>
  );
}

/** Ruku: bowing with the back flat and level with the head, hands on the knees. */
function RukuFigure() {
  return (
    <g>
      <circle cx="156" cy="108" r="14" fill="currentColor" />
      <path {...LIMB} d="M138 110 L78 110 L78 176 L94 176" />
      <path {...LIMB} d="M130 112 L90 146" />
    </g>
  );
}

/** Sujud: forehead, nose, palms, knees and toes on the ground, the elbows raised. */
function SujudFigure() {
  return (
    <g>
      <circle cx="146" cy="164" r="13" fill="currentColor" />
      <path {...LIMB} d="M40 176 L84 176 L74 128 L128 150" />
      <path {...LIMB} d="M124 151 L116 166 L132 177" />
    </g>
  );
}

/** Sitting for the tashahhud: on the left foot, hands resting on the thighs. */
function SittingFigure() {
  return (
    <g>
      <circle cx="94" cy="80" r="15" fill="currentColor" />
      <path {...LIMB} d="M92 100 L88 158 L142 170 L142 176 L84 176" />
      <path {...LIMB} d="M92 108 L102 138 L134 160" />
    </g>
  );
}

/** Preparation: water for the wudu. */
function WuduFigure() {
  return (
    <g>
      <path
        d="M100 34 C100 34 60 90 60 122 A40 40 0 0 0 140 122 C140 90 100 34 100 34 Z"
        className="fill-secondary"
        stroke="currentColor"
        strokeWidth="8"
        strokeLinejoin="round"
      />
      <path {...LIMB} strokeWidth={6} d="M82 124 Q84 144 100 148" />
      <path {...LIMB} strokeWidth={6} d="M44 176 q12 -9 24 0 t24 0 t24 0 t24 0 t24 0" />
    </g>
  );
}

/**
 * The body posture of a lesson step, drawn as an SVG with an accessible name. A figure is not text,
 * so it is not mirrored in right-to-left languages.
 */
export function PostureFigure({
  posture,
  tradition,
  label,
  className,
}: {
  posture: Posture;
  tradition: Tradition;
  label: string;
  className?: string;
}) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 200 200"
      className={cn('h-auto w-full max-w-56 text-primary', className)}
      data-testid="posture-figure"
      data-posture={posture}
    >
      {posture !== 'preparation' ? (
        <rect
          x="30"
          y="181"
          width="140"
          height="9"
          rx="3"
          className="fill-accent stroke-gold"
          strokeWidth="2"
        />
      ) : null}
      {posture === 'standing' ? <StandingFigure tradition={tradition} /> : null}
      {posture === 'ruku' ? <RukuFigure /> : null}
      {posture === 'sujud' ? <SujudFigure /> : null}
      {posture === 'sitting' ? <SittingFigure /> : null}
      {posture === 'preparation' ? <WuduFigure /> : null}
    </svg>
  );
}
