import { useTranslation } from 'react-i18next';

/**
 * A compass rose with north up and an arrow turned to the Qibla. Directions are geographic, so
 * the drawing is never mirrored for right-to-left languages.
 */
export function QiblaCompass({ degrees }: { degrees: number }) {
  const { t } = useTranslation('prayer');
  return (
    <svg
      viewBox="0 0 120 120"
      role="img"
      aria-label={t('qibla.fromNorth', { degrees: Math.round(degrees) })}
      className="size-36 shrink-0"
      data-testid="qibla-compass"
    >
      <circle cx="60" cy="60" r="56" className="fill-card stroke-border" strokeWidth="2" />
      <circle cx="60" cy="60" r="44" className="fill-none stroke-border" strokeDasharray="2 4" />
      <text x="60" y="15" textAnchor="middle" className="fill-foreground text-[11px] font-bold">
        {t('qibla.north')}
      </text>
      <text x="108" y="64" textAnchor="middle" className="fill-muted-foreground text-[10px]">
        {t('qibla.east')}
      </text>
      <text x="60" y="113" textAnchor="middle" className="fill-muted-foreground text-[10px]">
        {t('qibla.south')}
      </text>
      <text x="12" y="64" textAnchor="middle" className="fill-muted-foreground text-[10px]">
        {t('qibla.west')}
      </text>
      <g transform={`rotate(${degrees} 60 60)`} data-testid="qibla-arrow">
        <line
          x1="60"
          y1="60"
          x2="60"
          y2="32"
          className="stroke-primary"
          strokeWidth="4"
          strokeLinecap="round"
        />
        <path d="M60 20 L68 34 L52 34 Z" className="fill-primary" />
        <rect
          x="55"
          y="24"
          width="10"
          height="10"
          rx="1"
          className="fill-foreground"
          transform="translate(0 -20)"
        />
      </g>
      <circle cx="60" cy="60" r="4" className="fill-gold" />
    </svg>
  );
}
