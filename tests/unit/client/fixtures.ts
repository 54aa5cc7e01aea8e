import type { PublicUser } from '@/contracts/auth';

/** A signed-in member who is not an administrator. */
export const member: PublicUser = {
  id: 7,
  username: 'amina',
  email: 'amina@hidaya.test',
  subscriptionStatus: 'free',
  subscriptionEndDate: null,
  isAdmin: false,
  prayerTradition: null,
  experienceLevel: null,
  language: 'english',
  createdAt: '2025-01-01T00:00:00.000Z',
};
