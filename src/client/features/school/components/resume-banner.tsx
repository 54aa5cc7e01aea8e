import { History } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { PastClass } from '@/contracts/school';
import { Button } from '@/client/components/ui/button';
import { localized } from '../lib/format';

/** A class left open (a closed tab, a lost connection): it can be taken up where it stopped. */
export function ResumeBanner({ open, onResume }: { open: PastClass; onResume: () => void }) {
  const { t, i18n } = useTranslation('school');
  return (
    <div
      role="region"
      aria-labelledby="school-resume-title"
      data-testid="school-resume"
      className="flex flex-wrap items-center gap-4 rounded-xl border border-gold bg-accent p-4 text-accent-foreground"
    >
      <History aria-hidden="true" className="size-6 shrink-0" />
      <div className="grid min-w-0 flex-1 gap-1">
        <h2 id="school-resume-title" className="font-semibold">
          {t('resume.title')}
        </h2>
        <p className="[overflow-wrap:anywhere]">
          {t('resume.text', { name: open.studentName, title: localized(open.classTitle, i18n.language) })}
        </p>
      </div>
      <Button onClick={onResume}>{t('resume.button')}</Button>
    </div>
  );
}
