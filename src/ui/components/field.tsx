import './field.css';

/**
 * The frame of a labelled input: the label, a row holding the input (and any buttons beside it),
 * then notes and a hint below. `id` ties the label to the input inside `children`.
 */
export function Field({
  label,
  id,
  children,
  note,
  hint,
}: {
  label: string;
  id: string;
  children: React.ReactNode;
  /** Shown between the input row and the hint, e.g. a key fingerprint. */
  note?: React.ReactNode;
  hint?: React.ReactNode;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <div className="input-row">{children}</div>
      {note}
      {hint ? <div className="hint">{hint}</div> : null}
    </div>
  );
}
