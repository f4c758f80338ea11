import { useState } from 'react';
import { utf8 } from '../../../core/bytes.ts';
import { LazyRawBodyEditor } from '../../../ui/editor/lazy-raw-body-editor.tsx';
import { useRequestStore } from '../request-store.ts';

/** The raw body in Monaco, with its byte count and a compact action that runs before signing. */
export function BodyPanel() {
  const body = useRequestStore((s) => s.body);
  const setBody = useRequestStore((s) => s.setBody);
  // An error belongs to the body it was about; any edit makes it stale.
  const [formatError, setFormatError] = useState<{ body: string; message: string } | null>(null);

  const reformat = (indent?: number) => {
    try {
      setBody(JSON.stringify(JSON.parse(body), null, indent));
    } catch (error) {
      setFormatError({ body, message: `Cannot reformat: ${(error as Error).message}` });
    }
  };

  return (
    <section className="panel body-panel" aria-labelledby="body-title">
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
      {formatError?.body === body ? (
        <p role="alert" className="error">
          {formatError.message}
        </p>
      ) : null}
      <LazyRawBodyEditor value={body} onChange={setBody} ariaLabel="Raw body" />
    </section>
  );
}
