import { Award } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';

/**
 * The Achievements tab of /gamification (spec 2 section 2.9). The 'Islamic Achievement Badges' view
 * (spec 2 section 2.11) is built with the achievements of issue 12 in
 * `components/achievement-badges.tsx`; this tab renders it once it lands and until then says so.
 */
export function GamificationAchievementsTab() {
  const { t } = useTranslation('gamification');
  return (
    <Card data-testid="community-achievements">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Award aria-hidden="true" className="size-5" />
          {t('achievements.title')}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="text-muted-foreground">{t('achievements.pending')}</p>
      </CardContent>
    </Card>
  );
}
