import { useTranslation } from 'react-i18next';
import { formatCount, formatDay } from '../lib/format';

const WIDTH = 600;
const HEIGHT = 160;
const LABEL_SPACE = 18;

/**
 * One bar a day, drawn in SVG (no chart library): the height is the day's value against the highest.
 * Right to left the days run from the right, as the page reads. Each bar names its day and value.
 */
export function DailyBars({
  title,
  days,
  testId,
}: {
  title: string;
  days: readonly { day: string; value: number }[];
  testId: string;
}) {
  const { i18n } = useTranslation();
  const language = i18n.language;
  const rtl = i18n.dir() === 'rtl';
  const highest = Math.max(1, ...days.map((d) => d.value));
  const slot = WIDTH / Math.max(1, days.length);
  const barWidth = Math.max(2, slot * 0.7);
  const total = days.reduce((sum, d) => sum + d.value, 0);
  // Label every day when they fit, else about eight of them.
  const labelEvery = Math.max(1, Math.ceil(days.length / 8));
  return (
    <figure className="grid gap-2" data-testid={testId}>
      <figcaption className="flex flex-wrap items-baseline justify-between gap-2 text-sm font-semibold">
        <span>{title}</span>
        <span className="text-muted-foreground">{formatCount(language, total)}</span>
      </figcaption>
      <svg
        viewBox={`0 0 ${WIDTH} ${HEIGHT + LABEL_SPACE}`}
        className="h-auto w-full text-primary"
        role="img"
        aria-label={`${title}: ${formatCount(language, total)}`}
      >
        {days.map((d, i) => {
          const height = (d.value / highest) * (HEIGHT - 4);
          const position = rtl ? days.length - 1 - i : i;
          const x = position * slot + (slot - barWidth) / 2;
          return (
            <g key={d.day}>
              <title>{`${formatDay(language, d.day)}: ${formatCount(language, d.value)}`}</title>
              <rect
                x={x}
                y={HEIGHT - height}
                width={barWidth}
                height={Math.max(height, 1)}
                rx={2}
                fill="currentColor"
                opacity={d.value ? 1 : 0.2}
              />
              {i % labelEvery === 0 ? (
                <text
                  x={x + barWidth / 2}
                  y={HEIGHT + LABEL_SPACE - 4}
                  textAnchor="middle"
                  className="fill-muted-foreground text-[11px]"
                >
                  {formatDay(language, d.day)}
                </text>
              ) : null}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
