import { useState } from 'react';
import { LazyRawBodyEditor } from '../../../ui/editor/lazy-raw-body-editor.tsx';
import { useUtf8Length } from '../../../ui/hooks/use-utf8-length.ts';
import { useVerifyStore } from '../verify-store.ts';

/**
 * The case's raw body in Monaco. Monaco cannot hold a lone or mixed CR, so a body with CR bytes
 * is shown read-only until the user chooses to edit it with LF line endings.
 */
export function CaseBody() {
  const rawBody = useVerifyStore((s) => s.rawBody);
  const setRawBody = useVerifyStore((s) => s.setRawBody);
  const [editCrBody, setEditCrBody] = useState(false);
  const bytes = useUtf8Length(rawBody);
  const hasCr = rawBody.includes('\r');
  const readOnly = hasCr && !editCrBody;

  return (
    <section className="panel body-panel" aria-labelledby="case-body-title">
      <header className="panel-header">
        <h3 id="case-body-title">Raw body</h3>
        <span className="muted">{bytes} bytes</span>
      </header>
      {readOnly ? (
        <p className="notice" role="note">
          This body contains carriage returns (CR, 0x0D). They are kept exactly as received and are
          part of the signature, so the editor is read-only.{' '}
          <button type="button" className="link-button" onClick={() => setEditCrBody(true)}>
            Edit anyway (line endings become LF)
          </button>
        </p>
      ) : null}
      <LazyRawBodyEditor
        value={rawBody}
        onChange={setRawBody}
        ariaLabel="Case raw body"
        readOnly={readOnly}
        lineEndings={readOnly ? 'keep' : 'lf'}
        height={200}
      />
    </section>
  );
}
