import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_SEARCH_MAX, type AdminUserRow } from '@/contracts/admin';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { Spinner } from '@/client/components/ui/spinner';
import { UserName } from '@/client/components/user-name';
import { describeError } from '@/client/lib/errors';
import { useUsers } from '../api/users';

/** How long typing pauses before the list is searched. */
const SEARCH_PAUSE_MS = 300;

function UserRow({ user }: { user: AdminUserRow }) {
  const { t, i18n } = useTranslation('admin');
  return (
    <tr className="border-b last:border-0">
      <th scope="row" className="max-w-48 py-2 pe-3 text-start font-medium">
        <UserName>{user.username}</UserName>
      </th>
      <td className="max-w-64 truncate py-2 pe-3" dir="ltr">
        {user.email}
      </td>
      <td className="py-2 pe-3">
        {t(`common:plans.${user.plan}`)}
        {user.school ? (
          <span className="block text-xs text-muted-foreground">{t('userList.school')}</span>
        ) : null}
      </td>
      <td className="py-2 pe-3">{user.isAdmin ? t('userList.yes') : t('userList.no')}</td>
      <td className="py-2 whitespace-nowrap">
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(user.createdAt))}
      </td>
    </tr>
  );
}

/**
 * Every account, for administrators (decision 023): searched by the beginning of the username or
 * e-mail as the admin types, 20 a page, with each one's plan and whether they are an administrator.
 */
export function UserListPanel() {
  const { t } = useTranslation(['admin', 'messages', 'errors']);
  const searchId = useId();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = setTimeout(() => {
      setQ(typed.trim());
      setPage(1);
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const users = useUsers(q, page);
  const pages = users.data ? Math.max(1, Math.ceil(users.data.total / users.data.pageSize)) : 1;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('userList.heading')}</CardTitle>
        <CardDescription>{t('userList.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid max-w-md gap-2">
          <Label htmlFor={searchId}>{t('userList.search')}</Label>
          <Input
            id={searchId}
            type="search"
            value={typed}
            maxLength={USER_SEARCH_MAX}
            placeholder={t('userList.searchPlaceholder')}
            onChange={(event) => setTyped(event.target.value)}
          />
        </div>
        {users.isPending ? (
          <Spinner label={t('userList.loading')} />
        ) : users.isError ? (
          <p role="alert" className="text-destructive">
            {describeError(t, users.error)}
          </p>
        ) : (
          <>
            <p role="status" className="text-sm text-muted-foreground">
              {t('userList.found', { count: users.data.total })}
            </p>
            {users.data.users.length > 0 ? (
              <div className="overflow-x-auto">
                <table className="w-full text-sm" aria-busy={users.isFetching}>
                  <caption className="sr-only">{t('userList.heading')}</caption>
                  <thead>
                    <tr className="border-b text-start text-muted-foreground">
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('userList.username')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('userList.email')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('userList.plan')}
                      </th>
                      <th scope="col" className="py-2 pe-3 text-start font-medium">
                        {t('userList.admin')}
                      </th>
                      <th scope="col" className="py-2 text-start font-medium">
                        {t('userList.joined')}
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {users.data.users.map((user) => (
                      <UserRow key={user.id} user={user} />
                    ))}
                  </tbody>
                </table>
              </div>
            ) : null}
            <nav aria-label={t('userList.pages')} className="flex flex-wrap items-center gap-3">
              <Button
                variant="outline"
                size="sm"
                // Reached by using it: it keeps the focus (decision 006).
                disabled={page <= 1}
                focusableWhenDisabled
                onClick={() => setPage((current) => Math.max(1, current - 1))}
              >
                {t('userList.previous')}
              </Button>
              <span className="text-sm">{t('userList.pageOf', { page, pages })}</span>
              <Button
                variant="outline"
                size="sm"
                disabled={page >= pages}
                focusableWhenDisabled
                onClick={() => setPage((current) => current + 1)}
              >
                {t('userList.next')}
              </Button>
            </nav>
          </>
        )}
      </CardContent>
    </Card>
  );
}
