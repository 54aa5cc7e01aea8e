import { BookOpen, KeyRound, PlugZap, RefreshCw, Server } from 'lucide-react';
import { useEffect, useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  AI_MODELS,
  MAX_TOKENS,
  TEMPERATURE,
  type AiSettingsResponse,
  type AiSource,
  type SaveAiSettingsInput,
} from '@/contracts/settings';
import { Badge } from '@/client/components/ui/badge';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Slider } from '@/client/components/ui/slider';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { translateMessage } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { useAiSettings } from '../api/get-ai-settings';
import { useSaveAiSettings } from '../api/save-ai-settings';
import { useTestAiConnection } from '../api/test-ai-connection';

type Saved = AiSettingsResponse['openai'];
type FormValues = { apiKey: string; model: Saved['model']; temperature: number; maxTokens: number };

const toFormValues = (saved: Saved): FormValues => ({
  apiKey: '',
  model: saved.model,
  temperature: saved.temperature,
  maxTokens: saved.maxTokens,
});

/** The temperature slider moves in tenths; floating point must not send 0.30000000000000004. */
const tenths = (value: number) => Math.round(value * 10) / 10;

function SliderField({
  label,
  hint,
  value,
  display,
  min,
  max,
  step,
  onChange,
  testId,
  dir,
}: {
  label: string;
  hint: string;
  value: number;
  display: string;
  min: number;
  max: number;
  step: number;
  onChange: (value: number) => void;
  testId: string;
  dir: 'ltr' | 'rtl';
}) {
  const id = useId();
  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between gap-3">
        <span id={`${id}-label`} className="text-sm font-semibold">
          {label}
        </span>
        <output
          className="rounded-md bg-muted px-2 py-0.5 text-sm font-semibold tabular-nums"
          data-testid={`${testId}-value`}
        >
          {display}
        </output>
      </div>
      <Slider
        labelledBy={`${id}-label`}
        aria-describedby={`${id}-hint`}
        valueText={display}
        thumbTestId={testId}
        min={min}
        max={max}
        step={step}
        value={[value]}
        dir={dir}
        onValueChange={([next]) => {
          if (next !== undefined) onChange(next);
        }}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
    </div>
  );
}

function ConnectionTest() {
  const { t } = useTranslation(['settings', 'messages', 'errors']);
  const test = useTestAiConnection();
  return (
    <div className="grid gap-2 border-t pt-5">
      <div className="flex flex-wrap items-center gap-3">
        <Button
          variant="outline"
          onClick={() => test.mutate()}
          busy={test.isPending}
          data-testid="ai-test-connection"
        >
          <PlugZap aria-hidden="true" />
          {test.isPending ? t('aiProvider.testing') : t('aiProvider.test')}
        </Button>
        <p className="text-sm text-muted-foreground">{t('aiProvider.testHint')}</p>
      </div>
      <div role="status" aria-live="polite">
        {test.data ? (
          <p
            data-testid="ai-test-result"
            data-ok={test.data.ok}
            className={cn('font-medium', test.data.ok ? 'text-primary' : 'text-destructive')}
          >
            {translateMessage(t, test.data.code, test.data.message)}
          </p>
        ) : null}
        {test.error ? (
          <p data-testid="ai-test-result" data-ok="false" className="font-medium text-destructive">
            {describeError(t, test.error)}
          </p>
        ) : null}
      </div>
    </div>
  );
}

const SOURCE_ICONS = { user: KeyRound, system: Server, offline: BookOpen } as const;

/** Who answers now, in plain words: the person's key, Hidaya's AI service, or the built-in guide. */
function AnsweredBy({ source }: { source: AiSource }) {
  const { t } = useTranslation('settings');
  const Icon = SOURCE_ICONS[source];
  return (
    <div
      data-testid="ai-answered-by"
      data-source={source}
      className="flex items-start gap-3 rounded-lg border border-primary/30 bg-secondary p-4"
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
      <div className="grid gap-1">
        <p className="font-semibold">{t(`aiProvider.answeredBy.${source}.title`)}</p>
        <p className="text-sm text-muted-foreground">{t(`aiProvider.answeredBy.${source}.text`)}</p>
      </div>
    </div>
  );
}

function AiProviderForm({ saved, answeredBy }: { saved: Saved; answeredBy: AiSource }) {
  const { t, i18n } = useTranslation(['settings', 'messages', 'errors']);
  const id = useId();
  const save = useSaveAiSettings();
  const form = useForm<FormValues>({ defaultValues: toFormValues(saved) });
  const { reset } = form;
  const language = i18n.language;
  const dir = i18n.dir();

  // Fresh values from the server replace what the person has not changed.
  useEffect(() => {
    reset(toFormValues(saved), { keepDirtyValues: true });
  }, [saved, reset]);

  const send = async (input: SaveAiSettingsInput, after?: () => void) => {
    try {
      await save.mutateAsync(input);
      after?.();
      toast({ title: t('aiProvider.savedTitle'), description: t('aiProvider.savedDescription') });
    } catch (error) {
      toast({
        title: t('aiProvider.saveErrorTitle'),
        description: describeError(t, error, t('aiProvider.saveErrorDescription')),
        variant: 'destructive',
      });
    }
  };

  const onSubmit = form.handleSubmit(async (values) => {
    const apiKey = values.apiKey.trim();
    const openai = {
      model: values.model,
      temperature: tenths(values.temperature),
      maxTokens: values.maxTokens,
      // An empty field keeps the saved key (or the system default when none is saved).
      ...(apiKey ? { apiKey } : {}),
    };
    await send({ openai }, () => reset({ ...values, apiKey: '', temperature: openai.temperature }));
  });

  const removeKey = () =>
    send({
      openai: { apiKey: '', model: saved.model, temperature: saved.temperature, maxTokens: saved.maxTokens },
    });

  const decimal = new Intl.NumberFormat(language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const integer = new Intl.NumberFormat(language);

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-6" data-testid="ai-provider-form">
      <div className="grid gap-2">
        <Field
          id={`${id}-key`}
          label={t('aiProvider.apiKey')}
          hint={
            saved.hasApiKey
              ? t('aiProvider.apiKeySavedHint')
              : answeredBy === 'system'
                ? t('aiProvider.apiKeyHint')
                : t('aiProvider.apiKeyHintOffline')
          }
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('apiKey')}
              type="password"
              autoComplete="off"
              spellCheck={false}
              maxLength={500}
              placeholder={
                saved.hasApiKey
                  ? t('aiProvider.apiKeySavedPlaceholder')
                  : answeredBy === 'system'
                    ? t('aiProvider.apiKeyPlaceholder')
                    : t('aiProvider.apiKeyPlaceholderOffline')
              }
              data-testid="ai-api-key"
            />
          )}
        </Field>
        {saved.hasApiKey ? (
          <div className="flex flex-wrap items-center gap-3">
            <Badge variant="gold" data-testid="ai-key-saved">
              <KeyRound aria-hidden="true" />
              {t('aiProvider.keySaved')}
            </Badge>
            <Button
              variant="link"
              size="sm"
              className="px-0 text-destructive"
              onClick={() => void removeKey()}
              busy={save.isPending}
              data-testid="ai-remove-key"
            >
              {t('aiProvider.removeKey')}
            </Button>
          </div>
        ) : null}
      </div>

      <Controller
        control={form.control}
        name="model"
        render={({ field }) => (
          <Field
            id={`${id}-model`}
            label={t('aiProvider.model')}
            hint={t('aiProvider.modelHint')}
            className="max-w-sm"
          >
            {(control) => (
              <NativeSelect
                {...control}
                name={field.name}
                ref={field.ref}
                value={field.value}
                onBlur={field.onBlur}
                onChange={(event) => {
                  const chosen = AI_MODELS.find((model) => model === event.target.value);
                  if (chosen) field.onChange(chosen);
                }}
                data-testid="ai-model"
              >
                {AI_MODELS.map((model, index) => (
                  <option key={model} value={model}>
                    {index === 0 ? t('aiProvider.recommended', { model }) : model}
                  </option>
                ))}
              </NativeSelect>
            )}
          </Field>
        )}
      />

      <Controller
        control={form.control}
        name="temperature"
        render={({ field }) => (
          <SliderField
            label={t('aiProvider.temperature')}
            hint={t('aiProvider.temperatureHint')}
            value={field.value}
            display={decimal.format(field.value)}
            min={TEMPERATURE.min}
            max={TEMPERATURE.max}
            step={TEMPERATURE.step}
            onChange={(value) => field.onChange(tenths(value))}
            testId="ai-temperature"
            dir={dir}
          />
        )}
      />
      <Controller
        control={form.control}
        name="maxTokens"
        render={({ field }) => (
          <SliderField
            label={t('aiProvider.maxTokens')}
            hint={t('aiProvider.maxTokensHint')}
            value={field.value}
            display={integer.format(field.value)}
            min={MAX_TOKENS.min}
            max={MAX_TOKENS.max}
            step={MAX_TOKENS.step}
            onChange={field.onChange}
            testId="ai-max-tokens"
            dir={dir}
          />
        )}
      />

      <div className="flex flex-wrap justify-end gap-3">
        <Button
          variant="outline"
          onClick={() => reset(toFormValues(saved))}
          busy={save.isPending}
          data-testid="ai-cancel"
        >
          {t('aiProvider.cancel')}
        </Button>
        <Button type="submit" busy={save.isPending} data-testid="ai-save">
          {save.isPending ? t('aiProvider.saving') : t('aiProvider.save')}
        </Button>
      </div>
    </form>
  );
}

/** The AI Provider tab of /settings. */
export function AiProviderSettings() {
  const { t } = useTranslation(['settings', 'messages', 'errors']);
  const settings = useAiSettings();
  return (
    <Card data-testid="ai-provider-settings">
      <CardHeader>
        <CardTitle>{t('aiProvider.heading')}</CardTitle>
        <CardDescription>{t('aiProvider.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        {settings.isPending ? <Spinner label={t('aiProvider.loading')} /> : null}
        {settings.isError ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p className="text-destructive">{describeError(t, settings.error, t('aiProvider.loadError'))}</p>
            <Button variant="outline" onClick={() => void settings.refetch()}>
              <RefreshCw aria-hidden="true" />
              {t('aiProvider.retry')}
            </Button>
          </div>
        ) : null}
        {settings.data ? (
          <>
            <AnsweredBy source={settings.data.answeredBy} />
            {/* The technical fields wait under Advanced; open when the person has a key of their own. */}
            <details
              className="group rounded-lg border p-4"
              open={settings.data.openai.hasApiKey}
              data-testid="ai-advanced"
            >
              <summary className="cursor-pointer font-semibold">
                {t('aiProvider.advanced')}
                <span className="block text-sm font-normal text-muted-foreground">
                  {t('aiProvider.advancedHint')}
                </span>
              </summary>
              <div className="mt-5">
                <AiProviderForm saved={settings.data.openai} answeredBy={settings.data.answeredBy} />
              </div>
            </details>
            <ConnectionTest />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
