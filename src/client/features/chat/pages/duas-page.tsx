import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { DUA_NEED_MAX, DUA_OCCASIONS, type ChatLanguage, type DuaOccasion } from '@/contracts/chat';
import { DocumentTitle } from '@/client/components/document-title';
import { UpgradeNotice } from '@/client/components/upgrade-notice';
import { Button } from '@/client/components/ui/button';
import { Spinner } from '@/client/components/ui/spinner';
import { ApiError } from '@/client/lib/api';
import { describeError } from '@/client/lib/errors';
import { currentLanguage } from '@/client/lib/i18n';
import { cn } from '@/client/lib/utils';
import { useDuas, useFavourites, useGenerateDuas } from '../api/duas';
import { DuaCard, PersonalDuaCard } from '../components/dua-card';

/**
 * /duas, the dua generator: narrated duas by occasion, or for a need described in words (with an AI
 * provider, a personal supplication labelled as such); each with its Arabic, transliteration,
 * translation and reference; favourites starred and kept (decision 030).
 */
export function DuasPage() {
  const { t } = useTranslation('chat');
  const language = currentLanguage().code as ChatLanguage;
  const [occasion, setOccasion] = useState<DuaOccasion | null>(null);
  const [need, setNeed] = useState('');
  const byOccasion = useDuas(language, occasion);
  const generate = useGenerateDuas();
  const favourites = useFavourites(language);
  const starred = new Set([
    ...(favourites.data?.duas.map((dua) => dua.id) ?? []),
    ...(favourites.data?.personal.map((dua) => dua.id) ?? []),
  ]);

  const choose = (next: DuaOccasion) => {
    generate.reset();
    setOccasion(next === occasion ? null : next);
  };

  const find = (event: FormEvent) => {
    event.preventDefault();
    const words = need.trim();
    if (!words) return;
    generate.mutate({ need: words, language, ...(occasion ? { occasion } : {}) });
  };

  const generated = generate.data;
  const shown = generated ? generated.duas : (byOccasion.data?.duas ?? []);
  const upgrade = generate.error instanceof ApiError && generate.error.status === 402;

  return (
    <div className="mx-auto grid w-full max-w-5xl gap-6">
      <DocumentTitle page={t('duas.title')} />
      <header className="grid gap-2">
        <h1 className="text-3xl font-bold text-primary">{t('duas.title')}</h1>
        <p className="text-lg text-muted-foreground">{t('duas.subtitle')}</p>
      </header>
      <section aria-labelledby="dua-occasions-title" className="grid gap-3">
        <h2 id="dua-occasions-title" className="text-lg font-semibold">
          {t('duas.occasions')}
        </h2>
        <ul className="flex flex-wrap gap-2">
          {DUA_OCCASIONS.map((id) => (
            <li key={id}>
              <button
                type="button"
                aria-pressed={occasion === id}
                onClick={() => choose(id)}
                data-testid={`occasion-${id}`}
                className={cn(
                  'min-h-10 rounded-full border px-4 text-sm font-medium',
                  occasion === id
                    ? 'border-primary bg-primary text-primary-foreground'
                    : 'border-border bg-card text-foreground hover:bg-muted',
                )}
              >
                {t(`duas.occasion.${id}`)}
              </button>
            </li>
          ))}
        </ul>
        <form onSubmit={find} className="grid gap-2">
          <label htmlFor="dua-need" className="text-sm font-medium">
            {t('duas.needLabel')}
          </label>
          <div className="flex flex-wrap items-start gap-2">
            <textarea
              id="dua-need"
              value={need}
              placeholder={t('duas.needPlaceholder')}
              maxLength={DUA_NEED_MAX}
              rows={2}
              onChange={(event) => setNeed(event.target.value)}
              className="min-h-10 min-w-0 flex-1 resize-y rounded-md border border-input bg-card px-3 py-2 text-base text-foreground placeholder:text-muted-foreground"
            />
            <Button type="submit" disabled={!need.trim()} focusableWhenDisabled busy={generate.isPending}>
              <Search aria-hidden="true" />
              {generate.isPending ? t('duas.finding') : t('duas.find')}
            </Button>
          </div>
        </form>
      </section>
      {upgrade && <UpgradeNotice message={describeError(t, generate.error)} grant="unlimitedMessages" />}
      {generate.isError && !upgrade && (
        <p role="alert" className="text-destructive">
          {describeError(t, generate.error)}
        </p>
      )}
      <section aria-labelledby="dua-results-title" className="grid gap-3" aria-live="polite">
        <h2 id="dua-results-title" className="text-lg font-semibold">
          {t('duas.results')}
        </h2>
        {generated?.personal && (
          <PersonalDuaCard
            dua={generated.personal}
            saved={starred.has(generated.personal.id)}
            place="result"
          />
        )}
        {byOccasion.isFetching || generate.isPending ? (
          <Spinner />
        ) : byOccasion.isError && !generated ? (
          <p role="alert" className="text-destructive">
            {t('duas.loadFailed')}
          </p>
        ) : !occasion && !generated ? (
          <p className="text-muted-foreground">{t('duas.chooseOccasion')}</p>
        ) : shown.length === 0 ? (
          <p className="text-muted-foreground">{t('duas.none')}</p>
        ) : (
          <div className="grid gap-3" data-testid="dua-results">
            {shown.map((dua) => (
              <DuaCard key={dua.id} dua={dua} favourite={starred.has(dua.id)} place="result" />
            ))}
          </div>
        )}
      </section>
      <section aria-labelledby="dua-favourites-title" className="grid gap-3" data-testid="dua-favourites">
        <h2 id="dua-favourites-title" className="text-lg font-semibold">
          {t('duas.favourites')}
        </h2>
        {favourites.isPending ? (
          <Spinner />
        ) : favourites.isError ? (
          <p role="alert" className="text-destructive">
            {t('duas.loadFailed')}
          </p>
        ) : favourites.data.duas.length + favourites.data.personal.length === 0 ? (
          <p className="text-muted-foreground">{t('duas.noFavourites')}</p>
        ) : (
          <div className="grid gap-3">
            {favourites.data.personal.map((dua) => (
              <PersonalDuaCard key={dua.id} dua={dua} saved place="favourite" />
            ))}
            {favourites.data.duas.map((dua) => (
              <DuaCard key={dua.id} dua={dua} favourite place="favourite" />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
