ALTER TABLE "prayer_days" ADD COLUMN "prayers" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Every existing day gets the bits of its completed main prayers (issue 9): fajr 1, dhuhr 2, asr 4,
-- maghrib 8, isha 16 (MAIN_PRAYERS order, prayer-tracking/repository.ts).
UPDATE "prayer_days" AS d SET "prayers" = r.bits
FROM (
  SELECT "user_id", "prayer_date",
    bit_or(CASE "prayer_type" WHEN 'fajr' THEN 1 WHEN 'dhuhr' THEN 2 WHEN 'asr' THEN 4
      WHEN 'maghrib' THEN 8 WHEN 'isha' THEN 16 ELSE 0 END) AS bits
  FROM "prayer_records" WHERE "completed" GROUP BY "user_id", "prayer_date"
) AS r
WHERE d."user_id" = r."user_id" AND d."date" = r."prayer_date";
