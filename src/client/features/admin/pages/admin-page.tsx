import { Inbox, Newspaper, ShieldAlert, Users, Settings } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { DocumentTitle } from '@/client/components/document-title';
import { TabbedPage } from '@/client/components/tabbed-page';
import { Button } from '@/client/components/ui/button';
import { useUser } from '@/client/lib/auth';
import { AdministratorsPanel } from '../components/administrators-panel';
import { BlogPostsPanel } from '../components/blog-posts-panel';
import { OutboxPanel } from '../components/outbox-panel';
import { SystemSettingsPanel } from '../components/system-settings-panel';
import { UserListPanel } from '../components/user-list-panel';
import { UserManagementPanel } from '../components/user-management-panel';

function NoAccess() {
  const { t } = useTranslation('admin');
  return (
    <div className="mx-auto grid max-w-lg justify-items-center gap-4 py-12 text-center">
      <ShieldAlert aria-hidden="true" className="size-12 text-destructive" />
      <h1 className="text-2xl font-bold">{t('noAccess.title')}</h1>
      <p className="text-muted-foreground">{t('noAccess.description')}</p>
      <Button asChild variant="outline">
        <Link href="/">{t('common:backHome')}</Link>
      </Button>
    </div>
  );
}

/** /admin; shown to administrators only, and the server checks again (decision 023). */
export function AdminPage() {
  const { t } = useTranslation('admin');
  const { data: user } = useUser();
  if (!user?.isAdmin) {
    return (
      <>
        <DocumentTitle page={t('noAccess.title')} />
        <NoAccess />
      </>
    );
  }
  return (
    <TabbedPage
      title={t('title')}
      description={t('description')}
      defaultValue="users"
      tabs={[
        {
          value: 'users',
          label: t('tabs.users'),
          icon: Users,
          content: (
            <div className="grid gap-6">
              <UserListPanel />
              <UserManagementPanel />
              <AdministratorsPanel />
            </div>
          ),
        },
        { value: 'system', label: t('tabs.system'), icon: Settings, content: <SystemSettingsPanel /> },
        { value: 'blog', label: t('adminBlog:tab'), icon: Newspaper, content: <BlogPostsPanel /> },
        { value: 'outbox', label: t('tabs.outbox'), icon: Inbox, content: <OutboxPanel /> },
      ]}
    />
  );
}
