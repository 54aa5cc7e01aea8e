import { BookOpen } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PublicUser } from '@/contracts/auth';
import { EXPERIENCE_LEVELS, PRAYER_TRADITIONS } from '@/contracts/constants';
import { IconCard } from '@/client/components/icon-card';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { NativeSelect } from '@/client/components/ui/native-select';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useSavePreferences } from '@/client/lib/preferences';

type Tradition = PublicUser['prayerTradition'];
type Level = PublicUser['experienceLevel'];

/**
 * The prayer tradition and experience level chosen at sign-up, shown and editable. They
 * are kept on the account and prefill the lesson player and the coach.
 */
export function PrayerChoicesSection({ user }: { user: PublicUser }) {
  const { t } = useTranslation(['profile', 'auth', 'messages', 'errors']);
  const id = useId();
  const save = useSavePreferences();
  const [tradition, setTradition] = useState<Tradition>(user.prayerTradition);
  const [level, setLevel] = useState<Level>(user.experienceLevel);
  const changed = tradition !== user.prayerTradition || level !== user.experienceLevel;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate(
      { prayerTradition: tradition, experienceLevel: level },
      {
        onSuccess: () => toast({ title: t('prayerChoices.savedTitle') }),
        onError: (error) =>
          toast({
            title: t('prayerChoices.errorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <IconCard
      icon={BookOpen}
      title={t('prayerChoices.heading')}
      description={t('prayerChoices.description')}
      data-testid="prayer-choices"
    >
      <form onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-tradition`} label={t('prayerChoices.tradition')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={tradition ?? ''}
              onChange={(event) =>
                setTradition(PRAYER_TRADITIONS.find((value) => value === event.target.value) ?? null)
              }
              data-testid="profile-tradition"
            >
              <option value="">{t('auth:registerPage.notChosen')}</option>
              {PRAYER_TRADITIONS.map((value) => (
                <option key={value} value={value}>
                  {t(`auth:traditions.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <Field id={`${id}-level`} label={t('prayerChoices.level')}>
          {(control) => (
            <NativeSelect
              {...control}
              value={level ?? ''}
              onChange={(event) =>
                setLevel(EXPERIENCE_LEVELS.find((value) => value === event.target.value) ?? null)
              }
              data-testid="profile-level"
            >
              <option value="">{t('auth:registerPage.notChosen')}</option>
              {EXPERIENCE_LEVELS.map((value) => (
                <option key={value} value={value}>
                  {t(`auth:experienceLevels.${value}`)}
                </option>
              ))}
            </NativeSelect>
          )}
        </Field>
        <div className="sm:col-span-2">
          <Button
            type="submit"
            disabled={!changed}
            focusableWhenDisabled
            busy={save.isPending}
            data-testid="profile-choices-save"
          >
            {save.isPending ? t('prayerChoices.saving') : t('prayerChoices.save')}
          </Button>
        </div>
      </form>
    </IconCard>
  );
}
