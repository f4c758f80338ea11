import { useId } from 'react';
import { Field } from './field.tsx';

/** A labelled one-line text input, monospace when it holds protocol values. */
export function TextField({
  label,
  value,
  onChange,
  mono = true,
  placeholder,
  actions,
  hint,
  disabled = false,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
  placeholder?: string;
  actions?: React.ReactNode;
  hint?: React.ReactNode;
  disabled?: boolean;
}) {
  const id = useId();
  return (
    <Field label={label} id={id} hint={hint}>
      <input
        id={id}
        value={value}
        placeholder={placeholder}
        onChange={(event) => onChange(event.target.value)}
        disabled={disabled}
        spellCheck={false}
        autoComplete="off"
        className={mono ? 'mono' : undefined}
      />
      {actions}
    </Field>
  );
}
