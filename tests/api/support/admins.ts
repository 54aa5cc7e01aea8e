import { accounts } from '@/server/features/accounts/public';
import { registeredClient, type TestApp } from './app';

/**
 * A registered account made an administrator the way an installation makes its first one (decision
 * 023): registration never does; ADMIN_USERNAMES marks the account at the next start (`markAdmins`).
 */
export async function registeredAdmin(
  t: Pick<TestApp, 'app' | 'database'>,
  overrides: Record<string, unknown> = {},
) {
  const registered = await registeredClient(t.app, overrides);
  await accounts(t.database.db).markAdmins([registered.user.username.toLowerCase()]);
  return registered;
}
