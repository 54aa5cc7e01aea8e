import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MAIN_PRAYERS } from '@/contracts/prayer-tracking';
import {
  MINUTES_BEFORE,
  PERSONALITY_TYPES,
  REMINDER_CHANNELS,
  REMINDER_DEFAULTS,
  REMINDER_TIMINGS,
  type ReminderSettings,
} from '@/contracts/reminders';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { cn } from '@/client/lib/utils';
import {
  useRecentReminders,
  useReminderSettings,
  useSaveReminderSettings,
  useSendReminderTest,
} from '../api/reminders';
import { DevicePushStatus, useAskForPush } from './device-push-status';

type Form = ReminderSettings;
type Set = <K extends keyof Form>(key: K, value: Form[K]) => void;

/** A switch (role="switch"): the reminders' on and off (the switch toggles enabled). */
function Switch({
  checked,
  onChange,
  label,
}: {
  checked: boolean;
  onChange: (v: boolean) => void;
  label: string;
}) {
  return (
    <button
      type="button"
      role="switch"
      aria-checked={checked}
      aria-label={label}
      data-testid="reminders-switch"
      onClick={() => onChange(!checked)}
      className={cn(
        'relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors',
        checked ? 'bg-primary' : 'bg-muted',
      )}
    >
      <span
        className={cn(
          'absolute top-0.5 size-5 rounded-full bg-card shadow transition-all',
          checked ? 'start-5' : 'start-0.5',
        )}
      />
    </button>
  );
}

function Check({
  label,
  checked,
  onChange,
  testId,
}: {
  label: string;
  checked: boolean;
  onChange: (v: boolean) => void;
  testId: string;
}) {
  return (
    <label className="flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        data-testid={testId}
      />
      {label}
    </label>
  );
}

/** The five previews in the chosen style, each with the spec's timing label. */
function Previews({ style }: { style: Form['personalityType'] }) {
  const { t } = useTranslation('settings');
  return (
    <section className="grid gap-2" aria-labelledby="reminder-previews">
      <h3 id="reminder-previews" className="text-sm font-semibold">
        {t('reminders.previews')}
      </h3>
      <ul className="grid gap-2">
        {MAIN_PRAYERS.map((prayer) => (
          <li
            key={prayer}
            className="rounded-md border border-border p-3"
            data-testid={`reminder-preview-${prayer}`}
          >
            <p className="text-xs font-semibold text-muted-foreground">
              {t(`reminders.previewLabels.${prayer}`)}
            </p>
            <p className="text-sm">
              {t(`reminders.previewTexts.${style}`, { prayer: t(`reminders.prayers.${prayer}`) })}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}

function RecentReminders() {
  const { t } = useTranslation('settings');
  const recent = useRecentReminders();
  const rows = recent.data?.reminders ?? [];
  return (
    <section className="grid gap-2" aria-labelledby="recent-reminders">
      <h3 id="recent-reminders" className="text-sm font-semibold">
        {t('reminders.recent')}
      </h3>
      {rows.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t('reminders.recentEmpty')}</p>
      ) : (
        <ul className="grid gap-1 text-sm" data-testid="recent-reminders">
          {rows.map((r) => (
            <li
              key={`${r.prayerDate}-${r.prayer}-${r.timing}-${r.channel}`}
              className="flex justify-between gap-3"
            >
              <span>
                {t(`reminders.prayers.${r.prayer}`)} · {r.prayerDate} · {t(`reminders.channels.${r.channel}`)}
              </span>
              <Badge variant="outline">{t(`reminders.statuses.${r.status}`)}</Badge>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MoreOptions({ form, set }: { form: Form; set: Set }) {
  const { t } = useTranslation('settings');
  return (
    <div className="grid gap-3" data-testid="reminder-more-options">
      <Check
        label={t('reminders.includeHadith')}
        checked={form.includeHadith}
        onChange={(v) => set('includeHadith', v)}
        testId="reminder-hadith"
      />
      <Check
        label={t('reminders.includeDua')}
        checked={form.includeDua}
        onChange={(v) => set('includeDua', v)}
        testId="reminder-dua"
      />
      <Check
        label={t('reminders.weekendOnly')}
        checked={form.weekendOnly}
        onChange={(v) => set('weekendOnly', v)}
        testId="reminder-weekend"
      />
      <Field id="reminder-custom" label={t('reminders.customMessage')}>
        {(control) => (
          <Input
            {...control}
            maxLength={60}
            value={form.customMessage ?? ''}
            onChange={(e) => set('customMessage', e.target.value || null)}
          />
        )}
      </Field>
    </div>
  );
}

function Choice<V extends string | number>({
  id,
  label,
  value,
  options,
  optionLabel,
  onChange,
}: {
  id: string;
  label: string;
  value: V;
  options: readonly V[];
  optionLabel: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <Field id={id} label={label}>
      {(control) => (
        <NativeSelect
          {...control}
          value={String(value)}
          onChange={(e) => onChange(options.find((o) => String(o) === e.target.value)!)}
        >
          {options.map((o) => (
            <option key={o} value={String(o)}>
              {optionLabel(o)}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}

function DetailForm({ form, set }: { form: Form; set: Set }) {
  const { t } = useTranslation('settings');
  const test = useSendReminderTest();
  const askForPush = useAskForPush();
  // Choosing push (or both) is the click that lets the browser ask for permission (decision 032).
  const chooseChannel = (channel: Form['channel']) => {
    set('channel', channel);
    if (channel !== 'sms') askForPush.turn(true);
  };
  const sendTest = () => {
    const phoneNumber = form.phoneNumber?.trim() ?? '';
    if (!phoneNumber) {
      toast({
        title: t('reminders.phoneRequiredTitle'),
        description: t('reminders.phoneFirst'),
        variant: 'destructive',
      });
      return;
    }
    test.mutate(
      { phoneNumber, personalityType: form.personalityType },
      {
        onSuccess: () => toast({ title: t('reminders.testSentTitle') }),
        onError: (error) =>
          toast({
            title: t('reminders.errorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };
  return (
    <div className="grid gap-4" data-testid="reminder-details">
      <Field id="reminder-phone" label={t('reminders.phone')} hint={t('reminders.phoneHint')}>
        {(control) => (
          <div className="flex gap-2">
            <Input
              {...control}
              type="tel"
              dir="ltr"
              placeholder="+44 7911 123456"
              value={form.phoneNumber ?? ''}
              onChange={(e) => set('phoneNumber', e.target.value)}
            />
            <Button
              type="button"
              variant="outline"
              onClick={sendTest}
              disabled={test.isPending}
              data-testid="reminder-test"
            >
              {test.isPending ? <Spinner /> : null}
              {t('reminders.test')}
            </Button>
          </div>
        )}
      </Field>
      <Choice
        id="reminder-channel"
        label={t('reminders.channel')}
        value={form.channel}
        options={REMINDER_CHANNELS}
        optionLabel={(c) => t(`reminders.channels.${c}`)}
        onChange={chooseChannel}
      />
      {form.channel === 'sms' ? null : <DevicePushStatus ask={askForPush} />}
      <Choice
        id="reminder-timing"
        label={t('reminders.timing')}
        value={form.reminderTiming}
        options={REMINDER_TIMINGS}
        optionLabel={(c) => t(`reminders.timings.${c}`)}
        onChange={(v) => set('reminderTiming', v)}
      />
      <Choice
        id="reminder-style"
        label={t('reminders.style')}
        value={form.personalityType}
        options={PERSONALITY_TYPES}
        optionLabel={(c) => t(`reminders.styles.${c}`)}
        onChange={(v) => set('personalityType', v)}
      />
      {form.reminderTiming === 'at' ? null : (
        <Choice
          id="reminder-minutes"
          label={t('reminders.minutesBefore')}
          value={form.minutesBefore}
          options={MINUTES_BEFORE}
          optionLabel={(m) => t('reminders.minutes', { count: m })}
          onChange={(v) => set('minutesBefore', v)}
        />
      )}
    </div>
  );
}

/** Settings tab 2, Prayer Reminders (decision 032). */
export function PrayerRemindersPanel() {
  const settings = useReminderSettings();
  if (settings.isPending) return <Spinner />;
  const { smsOptedOut, ...saved } = settings.data ?? { ...REMINDER_DEFAULTS, smsOptedOut: false };
  return <RemindersEditor saved={saved} smsOptedOut={smsOptedOut} />;
}

function RemindersEditor({ saved, smsOptedOut }: { saved: Form; smsOptedOut: boolean }) {
  const { t } = useTranslation('settings');
  const save = useSaveReminderSettings();
  const [form, setForm] = useState<Form>(saved);
  const [more, setMore] = useState(false);
  const set: Set = (key, value) => setForm((current) => ({ ...current, [key]: value }));

  const onSave = () => {
    if (form.enabled && form.channel !== 'push' && !form.phoneNumber?.trim()) {
      toast({
        title: t('reminders.phoneRequiredTitle'),
        description: t('reminders.phoneRequired'),
        variant: 'destructive',
      });
      return;
    }
    save.mutate(
      { ...form, phoneNumber: form.phoneNumber?.trim() || null },
      {
        onSuccess: () => toast({ title: t('reminders.savedTitle') }),
        onError: (error) =>
          toast({
            title: t('reminders.errorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card>
      <CardHeader>
        <div className="flex items-center justify-between gap-3">
          <CardTitle>{t('reminders.heading')}</CardTitle>
          <div className="flex items-center gap-2">
            {form.enabled ? <Badge data-testid="reminders-active">{t('reminders.active')}</Badge> : null}
            <Switch
              checked={form.enabled}
              onChange={(v) => set('enabled', v)}
              label={t('reminders.enable')}
            />
          </div>
        </div>
        <CardDescription>{t('reminders.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {smsOptedOut ? <p className="text-sm text-destructive">{t('reminders.optedOut')}</p> : null}
        {form.enabled ? <DetailForm form={form} set={set} /> : null}
        <div className="flex flex-wrap gap-2">
          <Button type="button" onClick={onSave} disabled={save.isPending} data-testid="reminders-save">
            {save.isPending ? <Spinner /> : null}
            {t('reminders.save')}
          </Button>
          <Button
            type="button"
            variant="ghost"
            aria-expanded={more}
            onClick={() => setMore(!more)}
            data-testid="reminders-more"
          >
            {t(more ? 'reminders.fewerOptions' : 'reminders.moreOptions')}
          </Button>
        </div>
        {more ? <MoreOptions form={form} set={set} /> : null}
        <Previews style={form.personalityType} />
        <RecentReminders />
      </CardContent>
    </Card>
  );
}
