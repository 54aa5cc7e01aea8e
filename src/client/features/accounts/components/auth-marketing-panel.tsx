import { Crown, HandHeart, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { LogoMark } from '@/client/components/logo-mark';

/** A highlight of a screen not built yet says so. */
const HIGHLIGHTS = [
  { key: 'prayerHelper', icon: HandHeart, notBuiltYet: false },
  { key: 'scholarPersonas', icon: Users, notBuiltYet: false },
  { key: 'premium', icon: Crown, notBuiltYet: false },
] as const;

/** The marketing side of /auth: AI Prayer Helper, AI Scholar Personas, Premium Experience. */
export function AuthMarketingPanel() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <section
      aria-labelledby="auth-panel-heading"
      className="on-dark rounded-2xl bg-sidebar p-8 text-sidebar-foreground shadow-lg"
    >
      <LogoMark className="size-12" />
      <h2 id="auth-panel-heading" className="mt-4 text-2xl font-bold">
        {t('panel.title')}
      </h2>
      <p className="mt-2 text-sidebar-muted">{t('panel.description')}</p>
      <ul className="mt-8 grid gap-6">
        {HIGHLIGHTS.map(({ key, icon: Icon, notBuiltYet }) => (
          <li key={key} className="flex gap-4">
            <span className="flex size-11 shrink-0 items-center justify-center rounded-full bg-sidebar-active text-sidebar-accent">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div>
              {/* Flex items, so the mark is read as words of its own rather than run into the title. */}
              <h3 className="flex flex-wrap items-center gap-x-2 gap-y-1 font-semibold">
                <span>{t(`panel.${key}.title`)}</span>
                {notBuiltYet ? (
                  <span className="rounded-full border border-sidebar-muted px-2 py-0.5 text-xs font-semibold text-sidebar-muted">
                    {t('common:notBuiltYet')}
                  </span>
                ) : null}
              </h3>
              <p className="text-sm text-sidebar-muted">{t(`panel.${key}.description`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
