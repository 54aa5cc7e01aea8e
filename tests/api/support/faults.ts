import { sql } from 'drizzle-orm';
import type { Database } from '@/server/db/client';

let faults = 0;

/**
 * The next delete of a row of `table` (a qualified name; `when`, a condition on `old`, narrows which
 * rows) fails as a statement the database cancelled (57014, as a statement timeout does), once; the
 * deletes after it go through. A trigger, so the fault is the database's own, in the statement the
 * code under test runs, on PGlite and PostgreSQL alike. A sequence counts the deletes: unlike a row,
 * it is not rolled back with the failed statement.
 */
export async function failNextDelete(
  database: Database,
  table: string,
  when = 'true',
): Promise<{ deletes(): Promise<number>; restore(): Promise<void> }> {
  faults += 1;
  const name = sql.raw(`test_fault_${faults}`);
  await database.db.execute(sql`create sequence ${name}`);
  await database.db.execute(sql`
    create function ${name}() returns trigger language plpgsql as $$
    begin
      if ${sql.raw(when)} then
        if nextval('${name}') = 1 then
          raise exception 'forced fault: the delete is cancelled' using errcode = '57014';
        end if;
      end if;
      return old;
    end $$`);
  await database.db.execute(
    sql`create trigger ${name} before delete on ${sql.raw(table)} for each row execute function ${name}()`,
  );
  return {
    /** How many deletes of the matching rows were tried, the failed one included. */
    async deletes() {
      const result = await database.db.execute(
        sql`select case when is_called then last_value else 0 end as n from ${name}`,
      );
      return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
    },
    async restore() {
      await database.db.execute(sql`drop trigger ${name} on ${sql.raw(table)}`);
      await database.db.execute(sql`drop function ${name}()`);
      await database.db.execute(sql`drop sequence ${name}`);
    },
  };
}

/**
 * Every insert into `table` fails as a lost connection does (08006) until `restore`: the database is
 * away for that table's writes only, so the requests around them still reach it.
 */
export async function failInserts(database: Database, table: string): Promise<{ restore(): Promise<void> }> {
  faults += 1;
  const name = sql.raw(`test_fault_${faults}`);
  await database.db.execute(sql`
    create function ${name}() returns trigger language plpgsql as $$
    begin
      raise exception 'forced fault: the connection is lost' using errcode = '08006';
    end $$`);
  await database.db.execute(
    sql`create trigger ${name} before insert on ${sql.raw(table)} for each statement execute function ${name}()`,
  );
  return {
    async restore() {
      await database.db.execute(sql`drop trigger ${name} on ${sql.raw(table)}`);
      await database.db.execute(sql`drop function ${name}()`);
    },
  };
}
