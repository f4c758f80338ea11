import { useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { Field } from './field.tsx';
import { keyFingerprint } from '../../core/signing/fingerprint.ts';

/**
 * A secret field: masked by default, never autocompleted or spell-checked (which could send it
 * to a service), with a show/hide toggle and the key's one-way fingerprint, so two people can
 * confirm they hold the same secret without showing it. Each new `focusRequest` object puts the
 * cursor in the field before the frame is painted (a shared case asking for its secret). Its text
 * is never selected: a key pressed next (Space to scroll) would replace a secret silently.
 */
export function SecretInput({
  label,
  value,
  onChange,
  hint,
  focusRequest,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  hint?: React.ReactNode;
  focusRequest?: object | null;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useState(false);
  const fingerprint = useMemo(() => (value === '' ? null : keyFingerprint(value)), [value]);
  useLayoutEffect(() => {
    if (!focusRequest) return;
    input.current?.focus();
  }, [focusRequest]);
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      note={
        fingerprint ? (
          <div
            className="hint"
            title="First 8 hex of HMAC-SHA256(secret, 'signing-console key fingerprint v1'): compare it with a colleague's without showing the secret."
          >
            Key fingerprint <code data-testid={`ui.fingerprint-${label}`}>{fingerprint}</code>
          </div>
        ) : null
      }
    >
      <input
        ref={input}
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
    </Field>
  );
}
