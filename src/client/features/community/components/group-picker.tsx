import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Group } from '@/contracts/community/groups';
import { NativeSelect } from '@/client/components/ui/native-select';
import { Label } from '@/client/components/ui/label';

/** Chooses which of the person's groups a leaderboard or an action is for. */
export function GroupPicker({
  groups,
  value,
  onChange,
}: {
  groups: Group[];
  value: number | null;
  onChange: (id: number) => void;
}) {
  const { t } = useTranslation('gamification');
  const id = useId();
  return (
    <div className="grid grid-cols-1 gap-1.5">
      <Label htmlFor={id}>{t('leaderboard.chooseGroup')}</Label>
      <NativeSelect
        id={id}
        value={value ?? ''}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="group-picker"
      >
        {groups.map((group) => (
          <option key={group.id} value={group.id}>
            {group.name}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
