import { zodResolver } from '@hookform/resolvers/zod';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from '@/contracts/zod';
import { Button } from '@/client/components/ui/button';
import { Field } from '@/client/components/ui/field';
import { Input } from '@/client/components/ui/input';
import { parseCoordinate } from '../lib/location';

/** Messages are keys of the `prayer` namespace, translated where they are shown. */
const coordinate = (min: number, max: number, message: string) =>
  z.string().refine((text) => {
    const value = parseCoordinate(text);
    return Number.isFinite(value) && value >= min && value <= max;
  }, message);

const coordinatesForm = z.object({
  latitude: coordinate(-90, 90, 'location.coordinates.latitudeError'),
  longitude: coordinate(-180, 180, 'location.coordinates.longitudeError'),
});
type CoordinatesForm = z.infer<typeof coordinatesForm>;

/** Latitude and longitude typed in, for people who would rather not share their position. */
export function CoordinatesForm({
  onSubmit,
  busy,
}: {
  onSubmit: (coordinates: { latitude: number; longitude: number }) => void;
  busy: boolean;
}) {
  const { t } = useTranslation('prayer');
  const id = useId();
  const form = useForm<CoordinatesForm>({
    resolver: zodResolver(coordinatesForm),
    defaultValues: { latitude: '', longitude: '' },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit((values) =>
    onSubmit({ latitude: parseCoordinate(values.latitude), longitude: parseCoordinate(values.longitude) }),
  );

  return (
    <form onSubmit={submit} noValidate className="grid gap-4" data-testid="coordinates-form">
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id={`${id}-latitude`}
          label={t('location.coordinates.latitude')}
          hint={t('location.coordinates.latitudeHint')}
          error={errors.latitude?.message ? t(errors.latitude.message) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('latitude')}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
            />
          )}
        </Field>
        <Field
          id={`${id}-longitude`}
          label={t('location.coordinates.longitude')}
          hint={t('location.coordinates.longitudeHint')}
          error={errors.longitude?.message ? t(errors.longitude.message) : undefined}
        >
          {(control) => (
            <Input
              {...control}
              {...form.register('longitude')}
              inputMode="decimal"
              dir="ltr"
              autoComplete="off"
            />
          )}
        </Field>
      </div>
      <Button type="submit" variant="secondary" busy={busy} className="justify-self-start">
        {t('location.coordinates.save')}
      </Button>
    </form>
  );
}
