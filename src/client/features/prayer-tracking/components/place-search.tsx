import { useId, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '@/contracts/prayer-tracking';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';
import { cn } from '@/client/lib/utils';
import { PLACE_QUERY_MIN_LENGTH, usePlaceSearch } from '../api/search-places';
import { timeZoneName } from '../lib/format';
import { placeLabel } from '../lib/location';
import { useDebouncedValue } from '../lib/timers';

const DEBOUNCE_MS = 300;

/** A combobox over GET /api/places: type a city, pick it with the mouse or the arrow keys and Enter. */
export function PlaceSearch({ onSelect, busy }: { onSelect: (place: Place) => void; busy: boolean }) {
  const { t, i18n } = useTranslation('prayer');
  const inputId = useId();
  const listId = useId();
  const statusId = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [chosen, setChosen] = useState<string | null>(null);
  const debounced = useDebouncedValue(text.trim(), DEBOUNCE_MS);
  // The chosen place's label is not a search: it would answer 'No place matches this name'.
  const query = debounced === chosen ? '' : debounced;
  const search = usePlaceSearch(query);
  const searching = query.length >= PLACE_QUERY_MIN_LENGTH;
  const results = searching ? (search.data ?? []) : [];
  const expanded = open && searching && results.length > 0;

  const choose = (place: Place) => {
    // Busy (the chosen place is being saved): the box keeps the focus, but nothing else is chosen.
    if (busy) return;
    setChosen(placeLabel(place));
    setText(placeLabel(place));
    setOpen(false);
    setActive(-1);
    onSelect(place);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!results.length) return;
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + results.length) % results.length);
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      event.preventDefault();
      const place = results[active];
      if (place) choose(place);
    } else if (event.key === 'Escape') {
      setOpen(false);
      setActive(-1);
    }
  };

  let status = '';
  if (searching && search.isFetching) status = t('location.search.searching');
  else if (searching && search.isError) status = t('location.search.error');
  else if (searching && search.data && results.length === 0) status = t('location.search.noResults');
  else if (searching && results.length > 0)
    status = t('location.search.resultCount', { total: results.length });

  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{t('location.search.label')}</Label>
      <Input
        id={inputId}
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-describedby={statusId}
        aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
        placeholder={t('location.search.placeholder')}
        value={text}
        // Read-only, not disabled, while the chosen place is saved: it keeps the keyboard focus.
        readOnly={busy}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        data-testid="place-search-input"
      />
      <p id={statusId} aria-live="polite" className="min-h-5 text-sm text-muted-foreground">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={t('location.search.resultsLabel')}
        hidden={!expanded}
        className="max-h-64 overflow-y-auto rounded-md border bg-card shadow-md"
        data-testid="place-search-results"
      >
        {results.map((place, index) => (
          <li
            key={`${place.name}-${place.latitude}-${place.longitude}`}
            id={`${listId}-${index}`}
            role="option"
            aria-selected={index === active}
            // Keep the focus in the input so the click is not lost to its blur.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => choose(place)}
            className={cn(
              'flex cursor-pointer flex-wrap items-baseline justify-between gap-x-3 px-3 py-2 hover:bg-muted',
              index === active && 'bg-secondary',
            )}
          >
            <span className="font-medium">{placeLabel(place)}</span>
            <span className="text-xs text-muted-foreground">
              {timeZoneName(place.timeZone, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
