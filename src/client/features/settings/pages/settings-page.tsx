import { Bell, Bot, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { BeingPreparedPanel } from '../components/being-prepared-panel';
import { GeneralSettings } from '../components/general-settings';

/** /settings: AI Provider, Prayer Reminders and General Settings tabs (spec 1 section 2). */
export function SettingsPage() {
  const { t, i18n } = useTranslation('settings');
  return (
    <div className="mx-auto grid max-w-4xl gap-6">
      <DocumentTitle page={t('title')} />
      <div>
        <h1 className="text-3xl font-bold">{t('title')}</h1>
        <p className="mt-1 text-muted-foreground">{t('description')}</p>
      </div>
      <Tabs defaultValue="general" dir={i18n.dir()}>
        <TabsList>
          <TabsTrigger value="ai-provider">
            <Bot aria-hidden="true" />
            {t('tabs.aiProvider')}
          </TabsTrigger>
          <TabsTrigger value="reminders">
            <Bell aria-hidden="true" />
            {t('tabs.reminders')}
          </TabsTrigger>
          <TabsTrigger value="general">
            <SlidersHorizontal aria-hidden="true" />
            {t('tabs.general')}
          </TabsTrigger>
        </TabsList>
        <TabsContent value="ai-provider">
          <BeingPreparedPanel title={t('aiProvider.heading')} description={t('aiProvider.description')} />
        </TabsContent>
        <TabsContent value="reminders">
          <BeingPreparedPanel title={t('reminders.heading')} description={t('reminders.description')} />
        </TabsContent>
        <TabsContent value="general">
          <GeneralSettings />
        </TabsContent>
      </Tabs>
    </div>
  );
}
