import { LocateFixed, MapPin } from 'lucide-react';
import { useId, useRef, useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  Place,
  PrayerLocation,
  PrayerSettings,
  UpdatePrayerSettingsInput,
} from '@/contracts/prayer-tracking';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/client/components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/client/components/ui/tabs';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useUpdatePrayerSettings } from '../api/update-prayer-settings';
import { browserTimeZone } from '../lib/dates';
import { placeLabel, roundCoordinate } from '../lib/location';
import { suggestedCalculation, type CalculationSuggestion } from '../lib/suggested-calculation';
import { CoordinatesForm } from './coordinates-form';
import { PlaceSearch } from './place-search';

/** The country's name in the interface language (the city list has English names only). */
function countryName(place: Place, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(place.countryCode) ?? place.country;
  } catch {
    return place.country;
  }
}

type GeoProblem = 'unsupported' | 'denied' | 'unavailable';
const GEOLOCATION_TIMEOUT_MS = 15_000;

/**
 * Where the times are calculated for (decision 007): the browser's position, a place from the city search or
 * typed coordinates, each saved only after the person ticks the consent box; and a way to forget it.
 */
export function LocationPanel({
  settings,
  headingRef,
}: {
  settings: PrayerSettings;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { t, i18n } = useTranslation(['prayer', 'messages', 'errors']);
  const consentId = useId();
  const consentErrorId = useId();
  const consentRef = useRef<HTMLInputElement>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [locating, setLocating] = useState(false);
  const [geoProblem, setGeoProblem] = useState<GeoProblem | null>(null);
  const [suggestion, setSuggestion] = useState<(CalculationSuggestion & { place: Place }) | null>(null);
  const update = useUpdatePrayerSettings();
  const busy = update.isPending || locating;

  const hasConsent = () => {
    if (consent) return true;
    setConsentMissing(true);
    consentRef.current?.focus();
    return false;
  };

  const save = (
    location: PrayerLocation,
    timeZone: string,
    calculation: Pick<UpdatePrayerSettingsInput, 'calculationMethod' | 'madhab'> = {},
    onSaved?: () => void,
  ) => {
    setSuggestion(null);
    update.mutate(
      { location, locationConsent: true, timeZone, ...calculation },
      {
        onSuccess: () => {
          onSaved?.();
          toast({ title: t('location.savedTitle'), description: t('location.savedDescription') });
        },
        onError: (error) =>
          toast({
            title: t('location.saveErrorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  const locateMe = () => {
    setGeoProblem(null);
    if (!hasConsent()) return;
    if (!('geolocation' in navigator)) {
      setGeoProblem('unsupported');
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        save(
          {
            latitude: roundCoordinate(position.coords.latitude),
            longitude: roundCoordinate(position.coords.longitude),
            placeName: null,
          },
          browserTimeZone(),
        );
      },
      (error) => {
        setLocating(false);
        setGeoProblem(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: GEOLOCATION_TIMEOUT_MS, maximumAge: 600_000 },
    );
  };

  // A place brings its country's usual method and Asr madhab, set with it and explained.
  const savePlace = (place: Place) => {
    const suggested = suggestedCalculation(place.countryCode);
    save(
      {
        latitude: roundCoordinate(place.latitude),
        longitude: roundCoordinate(place.longitude),
        placeName: placeLabel(place),
      },
      place.timeZone,
      { calculationMethod: suggested.calculationMethod, madhab: suggested.madhab },
      () => setSuggestion({ ...suggested, place }),
    );
  };

  // A place picked before the consent box is kept, and saved once the box is ticked.
  const [pendingPlace, setPendingPlace] = useState<Place | null>(null);
  const choosePlace = (place: Place) => {
    if (!hasConsent()) {
      setPendingPlace(place);
      return;
    }
    savePlace(place);
  };

  const forget = () => {
    update.mutate(
      { location: null, timeZone: browserTimeZone() },
      {
        onSuccess: () =>
          toast({ title: t('location.forgottenTitle'), description: t('location.forgottenDescription') }),
        onError: (error) =>
          toast({
            title: t('location.saveErrorTitle'),
            description: describeError(t, error),
            variant: 'destructive',
          }),
      },
    );
  };

  const current = settings.location;
  const number = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 2 });

  return (
    <Card data-testid="location-panel">
      <CardHeader>
        <CardTitle
          as="h3"
          ref={headingRef}
          tabIndex={-1}
          id="prayer-location"
          className="flex items-center gap-2 outline-none"
        >
          <MapPin aria-hidden="true" className="size-5 text-primary" />
          {t('location.title')}
        </CardTitle>
        <CardDescription data-testid="location-current">
          {current
            ? t(current.placeName ? 'location.currentPlace' : 'location.currentCoordinates', {
                place: current.placeName,
                latitude: number.format(current.latitude),
                longitude: number.format(current.longitude),
              })
            : t('location.none')}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        <div className="grid gap-1">
          <div className="flex items-start gap-3 rounded-lg border bg-muted/50 p-3">
            <input
              ref={consentRef}
              id={consentId}
              type="checkbox"
              checked={consent}
              onChange={(event) => {
                setConsent(event.target.checked);
                if (!event.target.checked) return;
                setConsentMissing(false);
                if (pendingPlace) {
                  setPendingPlace(null);
                  savePlace(pendingPlace);
                }
              }}
              aria-invalid={consentMissing}
              aria-describedby={consentMissing ? consentErrorId : undefined}
              className="mt-1 size-5 shrink-0 accent-primary"
              data-testid="location-consent"
            />
            <label htmlFor={consentId} className="text-sm">
              {t('location.consent')}
            </label>
          </div>
          {consentMissing ? (
            <p id={consentErrorId} role="alert" className="text-sm font-medium text-destructive">
              {t('messages:locationConsentRequired')}
            </p>
          ) : null}
        </div>

        <Tabs defaultValue="device">
          <TabsList>
            <TabsTrigger value="device">{t('location.tabs.device')}</TabsTrigger>
            <TabsTrigger value="search">{t('location.tabs.search')}</TabsTrigger>
            <TabsTrigger value="coordinates">{t('location.tabs.coordinates')}</TabsTrigger>
          </TabsList>
          <TabsContent value="device" className="grid gap-3">
            <p className="text-sm text-muted-foreground">{t('location.device.explanation')}</p>
            <Button
              onClick={locateMe}
              busy={busy}
              className="justify-self-start"
              data-testid="use-my-location"
            >
              <LocateFixed aria-hidden="true" />
              {locating ? t('location.device.locating') : t('location.device.button')}
            </Button>
            {geoProblem ? (
              <p role="alert" className="text-sm font-medium text-destructive">
                {t(`location.device.${geoProblem}`)}
              </p>
            ) : null}
          </TabsContent>
          <TabsContent value="search">
            <PlaceSearch onSelect={choosePlace} busy={update.isPending} />
            {suggestion ? (
              <p
                role="status"
                className="rounded-lg border bg-muted/50 p-3 text-sm"
                data-testid="method-suggestion"
              >
                {t(
                  suggestion.countrySpecific ? 'location.suggestion.specific' : 'location.suggestion.general',
                  {
                    country: countryName(suggestion.place, i18n.language),
                    method: t(`calculation.methods.${suggestion.calculationMethod}.name`),
                    madhab: t(`location.suggestion.madhabs.${suggestion.madhab}`),
                  },
                )}
              </p>
            ) : null}
          </TabsContent>
          <TabsContent value="coordinates">
            <CoordinatesForm
              busy={update.isPending}
              onSubmit={(coordinates) => {
                if (!hasConsent()) return;
                save(
                  {
                    latitude: roundCoordinate(coordinates.latitude),
                    longitude: roundCoordinate(coordinates.longitude),
                    placeName: null,
                  },
                  browserTimeZone(),
                );
              }}
            />
          </TabsContent>
        </Tabs>

        {current ? (
          <div className="flex flex-wrap items-center gap-3 border-t pt-4">
            <p className="flex-1 text-sm text-muted-foreground">{t('location.forgetExplanation')}</p>
            <Button variant="outline" onClick={forget} busy={busy} data-testid="forget-location">
              {t('location.forget')}
            </Button>
          </div>
        ) : null}
      </CardContent>
    </Card>
  );
}
