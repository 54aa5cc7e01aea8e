/**
 * Hijri dates by the Umm al-Qura calendar, from the ICU data that ships with Node
 * (`islamic-umalqura`). A Gregorian calendar date is mapped as a whole day (read at noon UTC).
 */
const umalqura = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', {
  timeZone: 'UTC',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
});

export function hijriDate(date: string): { year: number; month: number; day: number } {
  const parts = umalqura.formatToParts(new Date(`${date}T12:00:00Z`));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)!.value);
  return { year: part('year'), month: part('month'), day: part('day') };
}

const ramadanDays = new Map<string, boolean>();
const RAMADAN_DAYS_MAX = 4000;

/** Whether a 'YYYY-MM-DD' date falls in Ramadan, the ninth month (remembered: every write asks). */
export function isRamadan(date: string): boolean {
  let inRamadan = ramadanDays.get(date);
  if (inRamadan === undefined) {
    if (ramadanDays.size >= RAMADAN_DAYS_MAX) ramadanDays.clear();
    inRamadan = hijriDate(date).month === 9;
    ramadanDays.set(date, inRamadan);
  }
  return inRamadan;
}
