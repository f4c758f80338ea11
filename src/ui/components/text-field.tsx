import { useId } from 'react';
import { Field } from './field.tsx';

/**
 * A labelled one-line text input, monospace when it holds protocol values. An `error` (what is
 * wrong with the value and how to fix it) replaces the hint, marks the input invalid and is tied
 * to it, so a screen reader reads it with the field.
 */
export function TextField({
  label,
  value,
  onChange,
  mono = true,
  placeholder,
  actions,
  hint,
  disabled = false,
  error = null,
  errorTestId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  mono?: boolean;
  placeholder?: string;
  actions?: React.ReactNode;
  hint?: React.ReactNode;
  disabled?: boolean;
  error?: string | null;
  errorTestId?: string;
}) {
  const id = useId();
  return (
    <Field
      label={label}
      id={id}
      hint={
        error ? (
          <span className="error" id={`${id}-error`} data-testid={errorTestId}>
            {error}
          </span>
        ) : (
          hint
        )
      }
    >
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
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
