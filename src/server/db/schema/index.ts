// The whole Drizzle schema, for the client and drizzle-kit. Each feature adds its own file here; an
// adapter's own tables live beside the adapter, in the `providers` schema (decision 005).
export * from './accounts';
export * from './analytics';
export * from './billing';
export * from './blog';
export * from './chat';
export * from './community';
export * from './community-progress';
export * from './platform';
export * from './prayer-tracking';
export * from './quran';
export * from './reminders';
export * from './school';
export * from './settings';
export * from '../../providers/payments/demo-schema';
