// Prints the one-time backfill of prayer_totals appended to migration 0009: Ramadan's Gregorian dates
// (1900 to 2100) by ICU's islamic-umalqura calendar, the one the server uses for new records.
// Usage: node scripts/generate-ramadan-backfill.mjs >> src/server/db/migrations/<the migration>.sql
const f = new Intl.DateTimeFormat('en-u-ca-islamic-umalqura', { timeZone: 'UTC', year: 'numeric', month: 'numeric', day: 'numeric' });
const periods = [];
let start = null;
for (let t = Date.UTC(1900, 0, 1); t <= Date.UTC(2100, 0, 1); t += 86400000) {
  const d = new Date(t);
  const month = Number(f.formatToParts(d).find((p) => p.type === 'month').value);
  const iso = d.toISOString().slice(0, 10);
  if (month === 9 && !start) start = iso;
  if (month !== 9 && start) { periods.push([start, new Date(t - 86400000).toISOString().slice(0, 10)]); start = null; }
}
const values = periods.map(([a, b]) => `('${a}'::date, '${b}'::date)`).join(',\n    ');
process.stdout.write(`--> statement-breakpoint
-- Backfill of prayer_totals from the existing records. The Ramadan periods below (1900 to 2100) were
-- generated once by ICU's islamic-umalqura calendar, the calendar the server uses for new records
-- (src/server/features/prayer-tracking/hijri.ts); later changes keep the totals in step.
INSERT INTO "prayer_totals" ("user_id", "on_time_fajr", "ramadan_prayers")
SELECT r."user_id",
  count(*) FILTER (WHERE r."prayer_type" = 'fajr' AND r."on_time"),
  count(*) FILTER (WHERE EXISTS (SELECT 1 FROM (VALUES
    ${values}
  ) AS ramadan("first_day", "last_day") WHERE r."prayer_date" BETWEEN ramadan."first_day" AND ramadan."last_day"))
FROM "prayer_records" r
WHERE r."completed" AND r."prayer_type" IN ('fajr', 'dhuhr', 'asr', 'maghrib', 'isha')
GROUP BY r."user_id";
`);
