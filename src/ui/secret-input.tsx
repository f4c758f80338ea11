import { useId, useState } from 'react';

/**
 * A secret field: masked by default, never autocompleted or spell-checked (which could send it
 * to a service), with a show/hide toggle.
 */
export function SecretInput({
  label,
  value,
  onChange,
  hint,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: React.ReactNode;
}) {
  const id = useId();
  const [shown, setShown] = useState(false);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-row">
        <input
          id={id}
          type={shown ? 'text' : 'password'}
          value={value}
          onChange={(event) => onChange(event.target.value)}
          autoComplete="off"
          spellCheck={false}
          autoCapitalize="off"
          className="mono"
        />
        <button
          type="button"
          onClick={() => setShown(!shown)}
          aria-label={`${shown ? 'Hide' : 'Show'} ${label}`}
        >
          {shown ? 'Hide' : 'Show'}
        </button>
      </div>
      {hint ? <div className="hint">{hint}</div> : null}
    </div>
  );
}
