import { FREE_MESSAGES_PER_MONTH } from '@/contracts/constants';
import type { Entitlements } from '@/contracts/billing';
import { sql } from 'drizzle-orm';
import { sundaySchoolSubscriptions, usageMeters } from '../../db/schema/billing';
import { PERSON_ID, personReadPart } from '../../platform/person-read';
import type { UserRow } from '../../platform/sessions';
import { messagePeriod, readPlan } from './entitlements';
import { METERS } from './repository';

/**
 * What the person may do and what is left of their allowances (decision 013), in one SQL value: their
 * newest school subscription, this month's AI messages and the school classes of the billing period.
 * The plan itself comes with the session user. The school's period is known only from its row, so its
 * meter is matched in SQL on the key `readPlan` gives it (`school:` and the period's start, ISO).
 */
export const entitlementsPart = personReadPart({
  value: sql`(select json_build_object(
    'school', case when s.id is null then null
      else json_build_array(s.status, s.current_period_start, s.current_period_end, s.classes_limit) end,
    'messagesUsed', (select m.used from ${usageMeters} m where m.user_id = ${PERSON_ID}
      and m.meter = ${METERS.messages} and m.period = ${sql.placeholder('billingMessagesPeriod')}),
    'classesUsed', (select json_object_agg(m.period, m.used) from ${usageMeters} m
      where m.user_id = ${PERSON_ID} and m.meter = ${METERS.schoolClasses} and m.period in (
        ${sql.placeholder('billingPlanClassesPeriod')},
        'school:' || to_char(s.current_period_start at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))))
    from (select 1) as b left join lateral (select x.id, x.status, x.current_period_start, x.current_period_end,
      x.classes_limit from ${sundaySchoolSubscriptions} x where x.user_id = ${PERSON_ID}
      order by x.current_period_end desc limit 1) s on true)`,
  params: ({ user, now }: { user: UserRow; now: Date }) => ({
    billingMessagesPeriod: messagePeriod(now),
    // Everything's own period; none ('') without it.
    billingPlanClassesPeriod: readPlan(user, null, now).schoolPeriod?.key ?? '',
  }),
  read(value, { user, now }): Entitlements {
    const row = value as {
      school: [string, string, string, number] | null;
      messagesUsed: number | null;
      classesUsed: Record<string, number> | null;
    };
    const school = row.school && {
      status: row.school[0],
      currentPeriodStart: new Date(row.school[1]),
      currentPeriodEnd: new Date(row.school[2]),
      classesLimit: row.school[3],
    };
    const { plan, grants, renewsAt, endsAt, schoolPeriod } = readPlan(user, school, now);
    const messagesUsed = row.messagesUsed ?? 0;
    const classesUsed = schoolPeriod ? (row.classesUsed?.[schoolPeriod.key] ?? 0) : 0;
    return {
      plan,
      premium: plan !== 'free',
      renewsAt: renewsAt?.toISOString() ?? null,
      endsAt: endsAt?.toISOString() ?? null,
      ...grants,
      messagesLeft: grants.unlimitedMessages ? null : Math.max(0, FREE_MESSAGES_PER_MONTH - messagesUsed),
      messagesPerMonth: FREE_MESSAGES_PER_MONTH,
      schoolClassesLeft: schoolPeriod ? Math.max(0, schoolPeriod.limit - classesUsed) : null,
      schoolClassesLimit: schoolPeriod?.limit ?? null,
    };
  },
});
