import { hash, verify } from '@node-rs/argon2';
import type { PublicUser, RegisterInput } from '@/contracts/auth';
import type { LanguageName } from '@/contracts/constants';
import { accountsMessages } from '@/contracts/messages/accounts';
import { uniqueViolation } from '../../platform/db-errors';
import { Conflict, Unauthorized } from '../../platform/errors';
import type { UserRow } from '../../platform/sessions';
import type { AccountRow, AccountsRepository } from './repository';

/** Verifying against this when the username is unknown keeps both failures equally slow. */
const DUMMY_HASH = hash('hidaya-timing-equaliser');

export function toPublicUser(user: UserRow): PublicUser {
  return {
    id: user.id,
    username: user.username,
    email: user.email,
    subscriptionStatus: user.subscriptionStatus as PublicUser['subscriptionStatus'],
    subscriptionEndDate: user.subscriptionEndDate?.toISOString() ?? null,
    isAdmin: user.isAdmin,
    prayerTradition: user.prayerTradition as PublicUser['prayerTradition'],
    experienceLevel: user.experienceLevel as PublicUser['experienceLevel'],
    language: user.language as LanguageName,
    createdAt: user.createdAt.toISOString(),
  };
}

export function accountsService(repo: AccountsRepository) {
  return {
    /**
     * Input has passed the shared schema: trimmed, lower-cased e-mail, every rule of the registration
     * form. A new account is never an administrator, whatever its name (decision 023): ADMIN_USERNAMES
     * marks accounts that exist at start, and administrators grant it in /admin.
     */
    async register(input: Required<Pick<RegisterInput, 'username' | 'email' | 'password'>> & RegisterInput) {
      if (await repo.findByUsername(input.username))
        throw new Conflict(accountsMessages.usernameTaken, 'username');
      if (await repo.findByEmail(input.email)) throw new Conflict(accountsMessages.emailTaken, 'email');
      try {
        return await repo.insert({
          username: input.username,
          email: input.email,
          password: await hash(input.password),
          prayerTradition: input.prayerTradition ?? null,
          experienceLevel: input.experienceLevel ?? null,
          language: input.language ?? 'english',
        });
      } catch (error) {
        // Two registrations racing for one name: the unique index decides, the loser gets the same 409.
        const violation = uniqueViolation(error);
        if (violation) {
          const onEmail = String(violation.constraint ?? '').includes('email');
          throw new Conflict(
            onEmail ? accountsMessages.emailTaken : accountsMessages.usernameTaken,
            onEmail ? 'email' : 'username',
          );
        }
        throw error;
      }
    },

    async login(username: string, password: string): Promise<AccountRow> {
      const user = await repo.findByUsername(username);
      const ok = await verify(user?.password ?? (await DUMMY_HASH), password).catch(() => false);
      if (!user || !ok) throw new Unauthorized(accountsMessages.invalidCredentials);
      return user;
    },
  };
}
