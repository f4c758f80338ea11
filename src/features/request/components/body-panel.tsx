import { useEffect, useState } from 'react';
import { utf8 } from '../../../core/bytes';
import { LazyRawBodyEditor } from '../../../ui/editor/lazy-raw-body-editor';
import { useRequestStore } from '../request-store';

/** The raw body in Monaco, with its byte count and a compact action that runs before signing. */
export function BodyPanel() {
  const body = useRequestStore((s) => s.body);
  const setBody = useRequestStore((s) => s.setBody);
  const [formatError, setFormatError] = useState<string | null>(null);

  useEffect(() => setFormatError(null), [body]);

  const reformat = (indent?: number) => {
    try {
      setBody(JSON.stringify(JSON.parse(body), null, indent));
    } catch (error) {
      setFormatError(`Cannot reformat: ${(error as Error).message}`);
    }
  };

  return (
    <section className="body-panel" aria-labelledby="body-title">
      <header className="panel-header">
        <h3 id="body-title">Raw body</h3>
        <span className="muted">{utf8(body).length} bytes</span>
        <button type="button" onClick={() => reformat()} title="Reformat before signing">
          Compact
        </button>
        <button type="button" onClick={() => reformat(2)} title="Reformat before signing">
          Pretty
        </button>
      </header>
      <p className="hint">
        Signed and sent as exactly these bytes. Reformatting here happens before signing, so the
        signature follows it.
      </p>
      {formatError ? (
        <p role="alert" className="error">
          {formatError}
        </p>
      ) : null}
      <LazyRawBodyEditor value={body} onChange={setBody} ariaLabel="Raw body" />
    </section>
  );
}
