import { BookOpen, Clock, GraduationCap, Scale, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { IconCard } from '@/client/components/icon-card';

const HIGHLIGHTS = [
  { key: 'plans', icon: BookOpen },
  { key: 'minutes', icon: Clock },
  { key: 'ages', icon: Users },
  { key: 'traditions', icon: Scale },
] as const;

/** The curriculum highlights card: 60+ lesson plans, 120 minutes each, all ages, both traditions. */
export function CurriculumCard() {
  const { t } = useTranslation('school');
  return (
    <IconCard icon={GraduationCap} title={t('curriculum.title')} data-testid="school-curriculum">
      <ul className="grid gap-3 sm:grid-cols-2">
        {HIGHLIGHTS.map(({ key, icon: Icon }) => (
          <li key={key} className="flex items-center gap-2">
            <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
            <span>{t(`curriculum.${key}`)}</span>
          </li>
        ))}
      </ul>
    </IconCard>
  );
}
