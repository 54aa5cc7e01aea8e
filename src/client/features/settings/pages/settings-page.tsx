import { Bell, Bot, SlidersHorizontal } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { TabbedPage } from '@/client/components/tabbed-page';
import { AiProviderSettings } from '../components/ai-provider-settings';
import { GeneralSettings } from '../components/general-settings';
import { PrayerRemindersPanel } from '../components/prayer-reminders-panel';

/** /settings: AI Provider, Prayer Reminders and General Settings tabs. */
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
          content: <PrayerRemindersPanel />,
        },
        { value: 'general', label: t('tabs.general'), icon: SlidersHorizontal, content: <GeneralSettings /> },
      ]}
    />
  );
}
