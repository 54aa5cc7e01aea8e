import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { AuthMarketingPanel } from '../components/auth-marketing-panel';
import { LoginForm } from '../components/login-form';
import { RegisterTabForm } from '../components/register-tab-form';

/** /auth and /login: one screen with Login and Register tabs. */
export function AuthPage() {
  const { t } = useTranslation('auth');
  return (
    <div className="mx-auto grid max-w-6xl items-start gap-8 lg:grid-cols-2">
      <DocumentTitle page={t('page.title')} />
      <div>
        <h1 className="mb-6 text-3xl font-bold">{t('page.title')}</h1>
        <Tabs defaultValue="login">
          <TabsList className="grid-cols-2 sm:grid sm:w-full">
            <TabsTrigger value="login">{t('login.tab')}</TabsTrigger>
            <TabsTrigger value="register">{t('registerTab.tab')}</TabsTrigger>
          </TabsList>
          <TabsContent value="login">
            <Card>
              <CardHeader>
                <CardTitle>{t('login.title')}</CardTitle>
                <CardDescription>{t('login.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <LoginForm />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="register">
            <Card>
              <CardHeader>
                <CardTitle>{t('registerTab.title')}</CardTitle>
                <CardDescription>{t('registerTab.description')}</CardDescription>
              </CardHeader>
              <CardContent>
                <RegisterTabForm />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
      </div>
      <AuthMarketingPanel />
    </div>
  );
}
