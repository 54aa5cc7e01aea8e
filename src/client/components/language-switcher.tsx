import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LANGUAGES, type LanguageName } from '@/contracts/constants';
import { NativeSelect } from '@/client/components/ui/native-select';
import { useLanguageControl } from '@/client/lib/language-control';

/** A compact language picker for the header of signed-out pages. */
export function LanguageSwitcher() {
  const { t } = useTranslation('common');
  const { language, setLanguage } = useLanguageControl();
  const id = useId();
  return (
    <div className="flex items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('language')}
      </label>
      <NativeSelect
        id={id}
        // The public pages drawn on the server have no React: public-main.ts wires this picker there.
        data-language-picker=""
        value={language.name}
        onChange={(event) => {
          const next = LANGUAGES.find((option) => option.name === event.target.value);
          if (next) void setLanguage(next.name satisfies LanguageName);
        }}
        className="min-h-9 py-1 text-sm"
      >
        {LANGUAGES.map((option) => (
          <option key={option.name} value={option.name} lang={option.code}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
