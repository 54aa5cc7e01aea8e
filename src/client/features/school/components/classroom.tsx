import { Play, Square } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { DocumentTitle } from '@/client/components/document-title';
import { Button } from '@/client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/client/components/ui/card';
import { useClassroom, type Lesson } from '../hooks/use-classroom';
import { AnswerBox } from './answer-box';
import { BrowserNotSupported } from './browser-not-supported';
import { ClassroomHeader } from './classroom-header';
import { ClassroomMessages } from './classroom-messages';
import { ClassroomSideCards } from './classroom-side-cards';
import { ClassroomIndicator } from './classroom-status';

/** The interactive classroom: header, the class's panel and its side cards. */
export function Classroom({ lesson, onLeave }: { lesson: Lesson; onLeave: () => void }) {
  const { t } = useTranslation('school');
  const room = useClassroom(lesson, onLeave);
  const points = room.state?.points ?? lesson.points ?? 0;
  const badges = room.state?.badges ?? lesson.badges ?? [];
  const notStarted = room.status === 'idle' || room.status === 'starting';
  const inClass = room.status === 'waiting' || room.status === 'speaking';

  return (
    <div className="mx-auto grid max-w-6xl gap-6" data-testid="classroom">
      <DocumentTitle page={lesson.title} />
      <ClassroomHeader
        lesson={lesson}
        points={points}
        badges={badges.length}
        progress={room.state?.progress ?? 0}
      />
      {room.supported ? null : <BrowserNotSupported />}
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="min-w-0 lg:col-span-2" data-testid="classroom-panel">
          <CardHeader className="gap-3">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <CardTitle>{t('classroom.panelTitle')}</CardTitle>
              <div className="flex flex-wrap gap-2">
                {notStarted ? (
                  <Button onClick={() => void room.start()} busy={room.status === 'starting'}>
                    <Play aria-hidden="true" className="rtl:-scale-x-100" />
                    {t('classroom.start')}
                  </Button>
                ) : null}
                <Button variant="destructive" onClick={room.end}>
                  <Square aria-hidden="true" />
                  {t('classroom.end')}
                </Button>
              </div>
            </div>
            <ClassroomIndicator status={room.status} listening={room.listening} />
          </CardHeader>
          <CardContent className="grid gap-4">
            <ClassroomMessages messages={room.messages} studentName={lesson.studentName} />
            <AnswerBox
              listening={room.listening}
              canSend={inClass}
              disabled={notStarted || room.status === 'complete'}
              onSend={room.send}
              onTyping={room.typing}
            />
          </CardContent>
        </Card>
        <ClassroomSideCards state={room.state} points={points} badges={badges} />
      </div>
    </div>
  );
}
