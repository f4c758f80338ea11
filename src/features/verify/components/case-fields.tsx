import { useId } from 'react';
import type { SignedKind } from '../../../core/protocol/case-kinds.ts';
import { Field } from '../../../ui/components/field.tsx';
import { TextField } from '../../../ui/components/text-field.tsx';
import type { CaseField } from '../case-of-intake.ts';
import { useVerifyStore } from '../verify-store.ts';

const FIELD_LABELS: Array<[CaseField, string]> = [
  ['merchantId', 'Merchant ID'],
  ['timestamp', 'Timestamp'],
  ['nonce', 'Nonce'],
  ['receivedSign', 'Received X-Sign'],
  ['contentType', 'Content-Type'],
];

const KIND_LABEL: Record<SignedKind, string> = {
  request: 'Request',
  response: 'Response',
  webhook: 'Webhook',
};

function Choice<T extends string>({
  legend,
  options,
  value,
  onChange,
}: {
  legend: string;
  options: Array<[T, string]>;
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      {options.map(([option, label]) => (
        <label key={option}>
          <input
            type="radio"
            name={legend}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          {label}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The sender's User-Agent: filled from a pasted request's headers or a share link, or typed by a
 * support engineer who knows the stack from the ticket. Optional, and it words only the hints of
 * the diagnosis (spec 5.5): the verdict never depends on it.
 */
function UserAgentField({ kind }: { kind: SignedKind }) {
  const id = useId();
  const value = useVerifyStore((s) => s.fields.userAgent);
  const setField = useVerifyStore((s) => s.setField);
  return (
    <Field
      label="User-Agent (optional)"
      id={id}
      hint={
        kind === 'request'
          ? "Fits the diagnosis's hints to the sender's stack (e.g. axios/1.16.0, python-requests/2.31.0); the verdict does not depend on it."
          : 'Used for requests only: a response or a webhook is signed by the service, not by the stack this names.'
      }
    >
      <input
        id={id}
        data-testid="verify.user-agent"
        value={value}
        onChange={(event) => setField('userAgent', event.target.value)}
        spellCheck={false}
        autoComplete="off"
        className="mono"
      />
    </Field>
  );
}

/** The case's kind and signed fields, all editable after extraction. */
export function CaseFields() {
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  // A paste holding both sides (an exchange, a HAR entry) has its own side choice in the intake
  // panel, which sets the kind, as a paste of several messages has its list: a second control
  // saying the same would only compete with it.
  const sideChosenAbove = useVerifyStore(
    (s) =>
      s.messages !== null ||
      (s.intake !== null && (s.intake.format === 'har' || (s.intake.sides?.length ?? 0) > 1)),
  );
  const listed = useVerifyStore((s) => s.messages !== null);
  const setKind = useVerifyStore((s) => s.setKind);
  const setField = useVerifyStore((s) => s.setField);
  return (
    <section className="panel case-fields" aria-label="Signed fields">
      {sideChosenAbove ? (
        <p className="hint" data-testid="verify.kind-from-side">
          Kind: <strong>{KIND_LABEL[kind]}</strong>, the {listed ? 'message' : 'side'} chosen above.
        </p>
      ) : (
        <div className="choices">
          <Choice<SignedKind>
            legend="Kind"
            options={Object.entries(KIND_LABEL) as Array<[SignedKind, string]>}
            value={kind}
            onChange={setKind}
          />
        </div>
      )}
      {FIELD_LABELS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          value={fields[field]}
          onChange={(value) => setField(field, value)}
        />
      ))}
      <UserAgentField kind={kind} />
    </section>
  );
}
