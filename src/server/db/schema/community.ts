import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

/** A study group (decision 020). Its owner's account going takes the group with it. */
export const studyGroups = pgTable(
  'study_groups',
  {
    id: serial().primaryKey(),
    name: text().notNull(),
    description: text(),
    /** Stored upper-case (decision 020), so that joining by code is case-insensitive through this index. */
    code: text().notNull(),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isPrivate: boolean().notNull().default(false),
    maxMembers: integer().notNull().default(50),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('study_groups_code_idx').on(t.code),
    index('study_groups_public_idx')
      .on(t.createdAt)
      .where(sql`not ${t.isPrivate}`),
  ],
);

/** One row per member of a group; a person belongs to a group once. */
export const groupMemberships = pgTable(
  'group_memberships',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    userId: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text().notNull().default('member'),
    joinedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    isActive: boolean().notNull().default(true),
  },
  (t) => [
    uniqueIndex('group_memberships_group_user_idx').on(t.groupId, t.userId),
    index('group_memberships_user_idx').on(t.userId, t.joinedAt),
  ],
);

/** A challenge set by a group's owner; its progress is computed from the members' records. */
export const groupChallenges = pgTable(
  'group_challenges',
  {
    id: serial().primaryKey(),
    groupId: integer()
      .notNull()
      .references(() => studyGroups.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    description: text(),
    challengeType: text().notNull(),
    targetValue: integer().notNull(),
    startDate: date({ mode: 'string' }).notNull(),
    endDate: date({ mode: 'string' }).notNull(),
    isActive: boolean().notNull().default(true),
    createdBy: integer()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_challenges_group_idx').on(t.groupId, t.endDate)],
);
