import { useState } from 'react';
import { bodyFromFileBytes } from '../../../core/text/body-file.ts';
import { LazyRawBodyEditor } from '../../../ui/editor/lazy-raw-body-editor.tsx';
import { useUtf8Length } from '../../../ui/hooks/use-utf8-length.ts';
import { useValueAfterPaint } from '../../../ui/hooks/use-value-after-paint.ts';
import { useRequestStore } from '../request-store.ts';
import { BodyFileInput } from './body-file-input.tsx';
import './body-panel.css';

/** The body's size in bytes, counted after the keystroke's frame is painted, once per body. */
function BodyByteCount({ body }: { body: string }) {
  const shown = useValueAfterPaint(body);
  const bytes = useUtf8Length(shown);
  return <span className="muted">{bytes} bytes</span>;
}

/**
 * The raw body in Monaco, with its byte count and a compact action that runs before signing.
 * `onSubmit` runs on Ctrl+Enter inside the editor, which never edits the body.
 */
export function BodyPanel({ onSubmit }: { onSubmit: () => void }) {
  const body = useRequestStore((s) => s.body);
  const setBody = useRequestStore((s) => s.setBody);
  // An error belongs to the body it was about; any edit makes it stale.
  const [formatError, setFormatError] = useState<{ body: string; message: string } | null>(null);

  const [fileError, setFileError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  // A file's bytes become the body unchanged, or not at all (core/body-file.ts).
  const loadFile = async (file: File) => {
    const result = bodyFromFileBytes(file.name, new Uint8Array(await file.arrayBuffer()));
    setFileError(result.ok ? null : result.error);
    if (result.ok) setBody(result.body);
  };

  const reformat = (indent?: number) => {
    try {
      setBody(JSON.stringify(JSON.parse(body), null, indent));
    } catch (error) {
      setFormatError({ body, message: `Cannot reformat: ${(error as Error).message}` });
    }
  };

  return (
    <section
      className={`panel body-panel${dragging ? ' body-drop-target' : ''}`}
      aria-labelledby="body-title"
      // Capture phase: a file dropped on Monaco is the body, not text for Monaco to insert.
      onDragOverCapture={(event) => {
        if (!event.dataTransfer.types.includes('Files')) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDropCapture={(event) => {
        setDragging(false);
        const file = event.dataTransfer.files[0];
        if (!file) return;
        event.preventDefault();
        event.stopPropagation();
        void loadFile(file);
      }}
    >
      <header className="panel-header">
        <h3 id="body-title">Raw body</h3>
        <BodyByteCount body={body} />
        <button type="button" onClick={() => reformat()} title="Reformat before signing">
          Compact
        </button>
        <button type="button" onClick={() => reformat(2)} title="Reformat before signing">
          Pretty
        </button>
        <BodyFileInput onFile={(file) => void loadFile(file)} />
      </header>
      <p className="hint">
        Signed and sent as exactly these bytes; drop a file here to use its bytes. Reformatting here
        happens before signing, so the signature follows it.
      </p>
      {fileError ? (
        <p role="alert" className="error">
          {fileError}
        </p>
      ) : null}
      {formatError?.body === body ? (
        <p role="alert" className="error">
          {formatError.message}
        </p>
      ) : null}
      <LazyRawBodyEditor value={body} onChange={setBody} ariaLabel="Raw body" onSubmit={onSubmit} />
    </section>
  );
}
