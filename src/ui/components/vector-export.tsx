import { useState } from 'react';
import type { VectorInputs } from '../../core/vectors/golden-vector.ts';
import { downloadText } from '../browser/download.ts';
import './vector-export.css';

type Kind = 'vector' | 'set';

/**
 * Copy or download the case as a golden test vector (core/vectors/golden-vector.ts), alone or
 * with its deliberately wrong variants. The secret signs it here and is named in the file by its
 * key fingerprint only. `inputs` are what the file holds (the caller redacts a typed secret from
 * them, so the vector signs what it shows); `note` says when it did.
 */
export function VectorExport({
  inputs,
  secret,
  note,
}: {
  inputs: VectorInputs;
  secret: string;
  note?: string | null;
}) {
  const [status, setStatus] = useState<string | null>(null);

  // The builder brings the mistake variants: loaded on click, not before the first paint.
  const build = async (kind: Kind) => {
    const { buildGoldenVector, buildGoldenVectorSet, vectorJson } =
      await import('../../core/vectors/golden-vector.ts');
    return vectorJson(
      kind === 'vector'
        ? await buildGoldenVector(inputs, secret)
        : await buildGoldenVectorSet(inputs, secret),
    );
  };
  const fileName = (kind: Kind) =>
    `${kind === 'vector' ? 'golden-vector' : 'golden-vectors'}-${inputs.merchant_id || 'case'}-${inputs.timestamp || 'now'}.json`;

  const copy = async (kind: Kind) => {
    try {
      await navigator.clipboard.writeText(await build(kind));
      setStatus(kind === 'vector' ? 'Vector copied.' : 'Vector set copied.');
    } catch {
      setStatus('Copy failed: the browser refused the clipboard.');
    }
  };
  const download = async (kind: Kind) =>
    downloadText(fileName(kind), await build(kind), 'application/json');

  if (secret === '') {
    return <p className="hint">Enter the secret to export this case as a test vector.</p>;
  }
  return (
    <div className="vector-export" role="group" aria-label="Test vector">
      <button type="button" onClick={() => void copy('vector')}>
        Copy vector
      </button>
      <button type="button" onClick={() => void download('vector')}>
        Download vector
      </button>
      <button type="button" onClick={() => void copy('set')}>
        Copy vector set
      </button>
      <button type="button" onClick={() => void download('set')}>
        Download vector set
      </button>
      <span className="hint" aria-live="polite">
        {status ??
          'The string to sign, its bytes in hex and the sign, with wrong variants in the set. The key is named by its fingerprint, never included.'}
      </span>
      {note ? (
        <span className="hint" data-testid="ui.vector-redaction-note">
          {note}
        </span>
      ) : null}
    </div>
  );
}
