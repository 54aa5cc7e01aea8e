import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { APP_VERSION, LANGUAGES } from '@/contracts/constants';
import { SupportEmailLink } from '@/client/components/support-email-link';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { languageByName } from '@/client/lib/i18n';
import { useLanguage } from '@/client/lib/language';

/** The General Settings tab: language (all five, decision 006), app version and support contact. */
export function GeneralSettings() {
  const { t } = useTranslation('settings');
  const { language, setLanguage } = useLanguage();
  const id = useId();
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t('general.heading')}</CardTitle>
        <CardDescription>{t('general.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <Field
          id={`${id}-language`}
          label={t('general.language')}
          hint={t('general.languageHint')}
          className="max-w-sm"
        >
          {(control) => (
            <NativeSelect
              {...control}
              value={language.name}
              onChange={(event) => {
                const next = languageByName(event.target.value);
                if (next) void setLanguage(next.name);
              }}
            >
              {LANGUAGES.map((option) => (
                <option key={option.name} value={option.name} lang={option.code}>
                  {option.label}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className="text-sm font-semibold">{t('general.version')}</dt>
            <dd className="text-muted-foreground" dir="ltr">
              {APP_VERSION}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold">{t('general.support')}</dt>
            <dd>
              <SupportEmailLink />
            </dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}
