import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** The person a composed read is about: the one placeholder every part may use. */
export const PERSON_ID = sql.placeholder('userId');

/**
 * A feature's share of a read about one person that another feature composes (decisions 005, 022):
 * one SQL value over the owning feature's own tables (a scalar subquery, usually a JSON value), and
 * how the owner turns that value into what it answers. The value may use `PERSON_ID` and placeholders
 * of its own, filled by `params`; their names start with the feature's name, so that two parts never
 * share one (`personRead` refuses a read where they would).
 */
export interface PersonReadPart<In, Out> {
  value: SQL;
  params?: (input: In) => Record<string, unknown>;
  read(value: unknown, input: In): Out;
}

/** Declares a part (the types of its input and answer are inferred). */
export function personReadPart<In = void, Out = unknown>(
  part: PersonReadPart<In, Out>,
): PersonReadPart<In, Out> {
  return part;
}

/** Any part: its input is a parameter type, so `never` accepts every one. */
type AnyPart = PersonReadPart<never, unknown>;
type InputOf<P> = P extends PersonReadPart<infer In, unknown> ? In : never;
type OutputOf<P> = P extends PersonReadPart<never, infer Out> ? Out : never;
/** The inputs of the parts that take one (a part declared without one needs none). */
export type PersonReadInputs<P extends Record<string, AnyPart>> = {
  [K in keyof P as [InputOf<P[K]>] extends [void] ? never : K]: InputOf<P[K]>;
};
export type PersonReadResult<P extends Record<string, AnyPart>> = { [K in keyof P]: OutputOf<P[K]> };

/**
 * Prepares the parts as one statement, each part's value a column of its one row, so that figures
 * owned by several features cost one round trip together, however many features own them.
 */
export function personRead<P extends Record<string, AnyPart>>(db: Db, name: string, parts: P) {
  const keys = Object.keys(parts) as (keyof P & string)[];
  const statement = db
    .select(Object.fromEntries(keys.map((key) => [key, parts[key]!.value])))
    .from(sql`(select 1) as one`)
    .prepare(name);
  type Loose = PersonReadPart<unknown, unknown>;
  return async (userId: number, inputs: PersonReadInputs<P>): Promise<PersonReadResult<P>> => {
    const given = inputs as Record<string, unknown>;
    const values: Record<string, unknown> = { userId };
    for (const key of keys) {
      for (const [param, value] of Object.entries((parts[key] as Loose).params?.(given[key]) ?? {})) {
        if (param in values) throw new Error(`${name}: two parts fill the placeholder ${param}`);
        values[param] = value;
      }
    }
    const [row] = (await statement.execute(values)) as Record<string, unknown>[];
    return Object.fromEntries(
      keys.map((key) => [key, (parts[key] as Loose).read(row![key] ?? null, given[key])]),
    ) as PersonReadResult<P>;
  };
}
