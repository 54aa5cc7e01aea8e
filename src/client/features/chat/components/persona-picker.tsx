import { useTranslation } from 'react-i18next';
import type { Persona, PersonaId } from '@/contracts/chat';
import { NativeSelect } from '@/client/components/ui/native-select';

/** The teaching style the answers follow (decision 030): named for what it is, with its description. */
export function PersonaPicker({
  personas,
  value,
  onChange,
}: {
  personas: readonly Persona[];
  value: PersonaId;
  onChange: (id: PersonaId) => void;
}) {
  const { t } = useTranslation('chat');
  const chosen = personas.find((persona) => persona.id === value);
  return (
    <div className="grid gap-1.5">
      <label htmlFor="chat-persona" className="text-sm font-medium">
        {t('persona.label')}
      </label>
      <NativeSelect
        id="chat-persona"
        value={value}
        aria-describedby="chat-persona-description"
        onChange={(event) => {
          const next = personas.find((persona) => persona.id === event.target.value);
          if (next) onChange(next.id);
        }}
      >
        {personas.map((persona) => (
          <option key={persona.id} value={persona.id}>
            {persona.name}
          </option>
        ))}
      </NativeSelect>
      <p
        id="chat-persona-description"
        className="text-sm text-muted-foreground"
        data-testid="persona-description"
      >
        {chosen ? `${chosen.description} (${t(`persona.traditions.${chosen.tradition}`)}) ` : ''}
        {t('persona.hint')}
      </p>
    </div>
  );
}
