import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/** Beyond the practice set: any verse by surah and verse number. */
export function VerseLookup({
  onLookup,
  error,
}: {
  onLookup: (surah: number, verse: number) => void;
  error: string | null;
}) {
  const { t } = useTranslation('quran');
  const [surah, setSurah] = useState('');
  const [verse, setVerse] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const s = Number(surah);
    const v = Number(verse);
    if (Number.isInteger(s) && Number.isInteger(v) && s > 0 && v > 0) onLookup(s, v);
  };
  return (
    <form
      onSubmit={submit}
      className="grid gap-3 rounded-xl border border-border bg-card p-4"
      aria-labelledby="verse-lookup-title"
    >
      <h2 id="verse-lookup-title" className="font-semibold">
        {t('lookup.title')}
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1">
          <Label htmlFor="lookup-surah">{t('lookup.surah')}</Label>
          <Input
            id="lookup-surah"
            type="number"
            inputMode="numeric"
            min={1}
            max={114}
            className="w-24"
            value={surah}
            onChange={(e) => setSurah(e.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="lookup-verse">{t('lookup.verse')}</Label>
          <Input
            id="lookup-verse"
            type="number"
            inputMode="numeric"
            min={1}
            max={286}
            className="w-24"
            value={verse}
            onChange={(e) => setVerse(e.target.value)}
          />
        </div>
        <Button type="submit" variant="outline">
          {t('lookup.submit')}
        </Button>
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
    </form>
  );
}
