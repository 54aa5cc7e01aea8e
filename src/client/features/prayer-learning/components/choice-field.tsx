import { useId } from 'react';
import { Field } from '@/client/components/ui/field';
import { NativeSelect } from '@/client/components/ui/native-select';

export type Choice<T extends string> = { value: T; label: string; lang?: string };

/** A labelled drop-down of the setup views; `placeholder` is the empty first choice when nothing is chosen. */
export function ChoiceField<T extends string>({
  label,
  value,
  options,
  placeholder,
  hint,
  onChange,
  testId,
}: {
  label: string;
  value: T | '';
  options: readonly Choice<T>[];
  placeholder?: string;
  /** A line under the drop-down that wraps (a long explanation would be cut inside the closed select). */
  hint?: string | undefined;
  onChange: (value: T) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <Field id={id} label={label} hint={hint}>
      {(control) => (
        <NativeSelect
          {...control}
          value={value}
          data-testid={testId}
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {placeholder !== undefined ? (
            <option value="" disabled>
              {placeholder}
            </option>
          ) : null}
          {options.map((option) => (
            <option key={option.value} value={option.value} lang={option.lang}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      )}
    </Field>
  );
}
