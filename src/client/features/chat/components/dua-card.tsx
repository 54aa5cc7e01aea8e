import { Star } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Dua, PersonalDua } from '@/contracts/chat';
import { Button } from '@/client/components/ui/button';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { cn } from '@/client/lib/utils';
import { useSetFavourite } from '../api/duas';

/** The star of a dua: pressed when it is among the person's favourites (kept on the server). */
function FavouriteStar({ duaId, favourite, label }: { duaId: string; favourite: boolean; label: string }) {
  const { t } = useTranslation('chat');
  const set = useSetFavourite();
  return (
    <Button
      size="icon"
      variant="ghost"
      aria-pressed={favourite}
      aria-label={label}
      busy={set.isPending}
      data-testid="dua-star"
      onClick={() =>
        set.mutate(
          { duaId, favourite: !favourite },
          {
            onError: (error) =>
              toast({
                title: t('duas.favouriteFailed'),
                description: describeError(t, error),
                variant: 'destructive',
              }),
          },
        )
      }
    >
      <Star aria-hidden="true" className={cn(favourite && 'fill-gold text-gold')} />
    </Button>
  );
}

/** A narrated dua: the vowelled Arabic, its transliteration, its translation, when it is said, its reference. */
export function DuaCard({ dua, favourite, place }: { dua: Dua; favourite: boolean; place: string }) {
  const { t } = useTranslation('chat');
  const headingId = `${place}-dua-${dua.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      data-testid="dua-card"
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="font-semibold text-primary" data-testid="dua-reference">
          {t('duas.reference', { label: dua.reference.label })}
        </h3>
        <FavouriteStar
          duaId={dua.id}
          favourite={favourite}
          label={t(favourite ? 'duas.unfavourite' : 'duas.favourite', { label: dua.reference.label })}
        />
      </div>
      <p lang="ar" dir="rtl" className="font-arabic text-2xl leading-loose" data-testid="dua-arabic">
        {dua.arabic}
      </p>
      <p className="text-sm italic" dir="ltr" data-testid="dua-transliteration">
        <span className="sr-only">{t('duas.transliteration')}: </span>
        {dua.transliteration}
      </p>
      {dua.translation && (
        <p data-testid="dua-translation">
          <span className="sr-only">{t('duas.translation')}: </span>
          {dua.translation}
        </p>
      )}
      <p className="text-sm text-muted-foreground">{dua.note}</p>
    </article>
  );
}

/** A supplication the AI composed: labelled as personal, never as a narration; it can be saved. */
export function PersonalDuaCard({ dua, saved, place }: { dua: PersonalDua; saved: boolean; place: string }) {
  const { t } = useTranslation('chat');
  const headingId = `${place}-${dua.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="grid gap-3 rounded-xl border-2 border-dashed border-gold bg-accent p-4 text-accent-foreground"
      data-testid="personal-dua"
    >
      <div className="flex items-start justify-between gap-2">
        <div>
          <h3 id={headingId} className="font-semibold">
            {t('duas.personalTitle')}
          </h3>
          <p className="text-sm font-semibold" data-testid="personal-dua-label">
            {dua.label}
          </p>
        </div>
        <FavouriteStar
          duaId={dua.id}
          favourite={saved}
          label={t(saved ? 'duas.unsavePersonal' : 'duas.savePersonal')}
        />
      </div>
      <p className="whitespace-pre-line">{dua.text}</p>
    </article>
  );
}
