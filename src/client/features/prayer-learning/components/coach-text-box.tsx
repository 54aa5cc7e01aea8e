import { SendHorizontal } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CoachLanguage } from '@/contracts/prayer-coach';
import { Button } from '@/client/components/ui/button';
import { Input } from '@/client/components/ui/input';
import { Label } from '@/client/components/ui/label';

/** The longest message the coach takes (the request contract's limit). */
const MAX_MESSAGE_LENGTH = 1000;

/**
 * Type or speak: the coach's text box, always offered, so a person without a microphone, without
 * speech recognition or who refused the microphone asks the same questions by typing them. A typed
 * message goes through the same turn as a spoken one (`useVoiceCoach().ask`).
 */
export function CoachTextBox({
  onAsk,
  busy,
  language,
}: {
  /** Sends the message; false when the coach cannot take it now (it is writing an answer). */
  onAsk: (text: string) => boolean;
  /** The coach is writing an answer. */
  busy: boolean;
  /** The voice language, which the person is likely to type in. */
  language: CoachLanguage;
}) {
  const { t } = useTranslation('learning');
  const [text, setText] = useState('');
  const inputId = useId();
  const hintId = useId();

  return (
    <form
      className="grid gap-2"
      data-testid="coach-text-form"
      onSubmit={(event) => {
        event.preventDefault();
        if (onAsk(text)) setText('');
      }}
    >
      <Label htmlFor={inputId}>{t('coach.typed.label')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input
          id={inputId}
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={MAX_MESSAGE_LENGTH}
          autoComplete="off"
          dir="auto"
          lang={language}
          aria-describedby={hintId}
          placeholder={t('coach.typed.placeholder')}
          className="min-w-0 flex-1 basis-48"
          data-testid="coach-text-input"
        />
        <Button type="submit" busy={busy} disabled={!text.trim()} data-testid="coach-text-send">
          <SendHorizontal aria-hidden="true" className="rtl:rotate-180" />
          {t('coach.typed.send')}
        </Button>
      </div>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('coach.typed.hint')}
      </p>
    </form>
  );
}
