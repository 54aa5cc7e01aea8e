/** Numbers, durations, times and country names in the interface language, through Intl. */
export const formatCount = (language: string, value: number) => new Intl.NumberFormat(language).format(value);

/** A visit's length: seconds under a minute, else minutes to one decimal (`2.5 min`). */
export function formatDuration(language: string, seconds: number): string {
  if (seconds < 60) {
    return new Intl.NumberFormat(language, { style: 'unit', unit: 'second', unitDisplay: 'short' }).format(
      Math.round(seconds),
    );
  }
  return new Intl.NumberFormat(language, {
    style: 'unit',
    unit: 'minute',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(seconds / 60);
}

export const formatTime = (language: string, instant: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(instant));

/** A `YYYY-MM-DD` day as its short date, read in UTC as the server counts it. */
export const formatDay = (language: string, day: string) =>
  new Intl.DateTimeFormat(language, { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const regionNames = new Map<string, Intl.DisplayNames>();

/** A country's name in the interface language, from its ISO code (the server's English name otherwise). */
export function countryName(language: string, code: string, fallback: string): string {
  let names = regionNames.get(language);
  if (!names) {
    names = new Intl.DisplayNames([language], { type: 'region' });
    regionNames.set(language, names);
  }
  try {
    return names.of(code) ?? fallback;
  } catch {
    return fallback;
  }
}
