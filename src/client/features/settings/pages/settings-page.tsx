import { Bell, Bot, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '@/client/components/tabbed-page';
import { AiProviderSettings } from '../components/ai-provider-settings';
import { BeingPreparedPanel } from '../components/being-prepared-panel';
import { GeneralSettings } from '../components/general-settings';

/** /settings: AI Provider, Prayer Reminders and General Settings tabs (spec 1 section 2). */
export function SettingsPage() {
  const { t } = useTranslation('settings');
  return (
    <TabbedPage
      title={t('title')}
      description={t('description')}
      defaultValue="general"
      tabs={[
        {
          value: 'ai-provider',
          label: t('tabs.aiProvider'),
          icon: Bot,
          content: <AiProviderSettings />,
        },
        {
          value: 'reminders',
          label: t('tabs.reminders'),
          icon: Bell,
          content: (
            <BeingPreparedPanel title={t('reminders.heading')} description={t('reminders.description')} />
          ),
        },
        { value: 'general', label: t('tabs.general'), icon: SlidersHorizontal, content: <GeneralSettings /> },
      ]}
    />
  );
}
