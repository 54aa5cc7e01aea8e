import { Mic, MicOff, Send } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { cn } from '@/client/lib/utils';

/**
 * A text box beside the microphone, always: a child without a microphone or speech recognition takes
 * the class by typing, through the same turn as a spoken answer.
 */
export function AnswerBox({
  listening,
  canSend,
  disabled,
  onSend,
  onTyping,
}: {
  listening: boolean;
  canSend: boolean;
  disabled: boolean;
  onSend: (text: string) => boolean;
  onTyping: () => void;
}) {
  const { t } = useTranslation('school');
  const [draft, setDraft] = useState('');
  const MicIcon = listening ? Mic : MicOff;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (onSend(draft)) setDraft('');
  };
  return (
    <form onSubmit={submit} className="flex items-center gap-2" data-testid="classroom-answer">
      <span
        className={cn(
          'flex size-10 shrink-0 items-center justify-center rounded-full',
          listening ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
        )}
        data-testid="classroom-mic"
        data-listening={listening}
      >
        <MicIcon aria-hidden="true" className="size-5" />
        <span className="sr-only">{t(listening ? 'classroom.micOn' : 'classroom.micOff')}</span>
      </span>
      <Input
        aria-label={t('classroom.answerLabel')}
        placeholder={t('classroom.answerPlaceholder')}
        value={draft}
        disabled={disabled}
        maxLength={2000}
        className="min-w-0 flex-1"
        onChange={(event) => {
          setDraft(event.target.value);
          onTyping();
        }}
      />
      <Button
        type="submit"
        disabled={!canSend || !draft.trim()}
        focusableWhenDisabled
        aria-label={t('classroom.send')}
      >
        <Send aria-hidden="true" className="rtl:-scale-x-100" />
      </Button>
    </form>
  );
}
