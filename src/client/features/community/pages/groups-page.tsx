import { Users } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_MEMBER_LIMITS, JOIN_CODE_FIELD_LENGTH } from '@/contracts/community/groups';
import { DocumentTitle } from '@/client/components/document-title';
import { PageLoadError } from '@/client/components/page-load-error';
import { Spinner } from '@/client/components/ui/spinner';
import { toast } from '@/client/components/ui/use-toast';
import { describeError } from '@/client/lib/errors';
import { useViewFocus } from '@/client/lib/view-focus';
import { useMyGroups } from '../api/groups-queries';
import { CreateGroupDialog } from '../components/create-group-dialog';
import { GroupCard } from '../components/group-card';
import { GroupDetail } from '../components/group-detail';
import { JoinGroupDialog } from '../components/join-group-dialog';

const STUDY_GROUPS_RULES = {
  limits: FORM_MEMBER_LIMITS.studyGroupsPage,
  descriptionRequired: false,
  fallbackWhenNotNumeric: true,
} as const;

/** /groups: the Study Groups page. */
export function GroupsPage() {
  const { t } = useTranslation(['groups', 'messages', 'errors']);
  const groups = useMyGroups();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const selected = groups.data?.find((g) => g.id === selectedId) ?? null;
  // Opening a group, or going back to the list, replaces the button pressed: the focus goes to the
  // heading of what opened.
  const root = useViewFocus<HTMLDivElement>(selected?.id ?? null, 'h2');

  return (
    <div ref={root} className="mx-auto grid grid-cols-1 max-w-6xl gap-6">
      <DocumentTitle page={t('page.title')} />
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">{t('page.title')}</h1>
          <p className="mt-1 text-muted-foreground">{t('page.description')}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <JoinGroupDialog
            codeLength={JOIN_CODE_FIELD_LENGTH.studyGroupsPage}
            failureText={t('join.failed')}
            testId="join-group"
            onJoined={(answer) => {
              toast({
                title: t('join.doneTitle'),
                description: t('join.doneDescription', { group: answer.groupName }),
              });
              setSelectedId(answer.groupId);
            }}
          />
          <CreateGroupDialog
            rules={STUDY_GROUPS_RULES}
            failureText={t('create.failed')}
            testId="create-group"
            onCreated={(group) => {
              toast({
                title: t('create.doneTitle'),
                description: t('create.doneDescription', { group: group.name, code: group.code }),
              });
              setSelectedId(group.id);
            }}
          />
        </div>
      </header>

      {groups.isPending ? (
        <Spinner />
      ) : groups.isError ? (
        <PageLoadError variant="section" message={describeError(t, groups.error)} queries={[groups]} />
      ) : selected ? (
        <GroupDetail group={selected} onBack={() => setSelectedId(null)} />
      ) : groups.data.length === 0 ? (
        <section
          className="flex flex-col items-center gap-3 rounded-xl border border-dashed p-10 text-center"
          data-testid="no-groups"
        >
          <span className="flex size-14 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Users aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-semibold">{t('empty.title')}</h2>
          <p className="max-w-md text-muted-foreground">{t('empty.description')}</p>
        </section>
      ) : (
        <section aria-labelledby="my-groups-heading" className="grid grid-cols-1 gap-3">
          <h2 id="my-groups-heading" className="text-xl font-semibold">
            {t('page.myGroups')}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3" data-testid="groups-grid">
            {groups.data.map((group) => (
              <GroupCard key={group.id} group={group} onOpen={() => setSelectedId(group.id)} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
