import type { SignedKind } from '../../../core/protocol/case-kinds.ts';
import { TextField } from '../../../ui/components/text-field.tsx';
import type { CaseField } from '../verify-store.ts';
import { useVerifyStore } from '../verify-store.ts';

const FIELD_LABELS: Array<[CaseField, string]> = [
  ['merchantId', 'Merchant ID'],
  ['timestamp', 'Timestamp'],
  ['nonce', 'Nonce'],
  ['receivedSign', 'Received X-Sign'],
  ['contentType', 'Content-Type'],
];

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

/** The case's kind and signed fields, all editable after extraction. */
export function CaseFields() {
  const kind = useVerifyStore((s) => s.kind);
  const fields = useVerifyStore((s) => s.fields);
  const { setKind, setField } = useVerifyStore.getState();
  return (
    <section className="panel case-fields" aria-label="Signed fields">
      <div className="choices">
        <Choice<SignedKind>
          legend="Kind"
          options={[
            ['request', 'Request'],
            ['response', 'Response'],
            ['webhook', 'Webhook'],
          ]}
          value={kind}
          onChange={setKind}
        />
      </div>
      {FIELD_LABELS.map(([field, label]) => (
        <TextField
          key={field}
          label={label}
          value={fields[field]}
          onChange={(value) => setField(field, value)}
        />
      ))}
    </section>
  );
}
