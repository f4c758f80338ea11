import { LazyRawBodyEditor } from '../../../ui/editor/lazy-raw-body-editor.tsx';
import { useUtf8Length } from '../../../ui/hooks/use-utf8-length.ts';
import { useVerifyStore } from '../verify-store.ts';

/**
 * The case's raw body in Monaco. Monaco cannot hold a lone or mixed CR, so the editor shows a
 * body with CR bytes read-only until the user chooses to edit it with LF line endings. The body
 * is the ticket's evidence: Tab passes through it to the next field and never writes into it.
 */
export function CaseBody() {
  const rawBody = useVerifyStore((s) => s.rawBody);
  const setRawBody = useVerifyStore((s) => s.setRawBody);
  const bytes = useUtf8Length(rawBody);

  return (
    <section className="panel body-panel" aria-labelledby="case-body-title">
      <header className="panel-header">
        <h3 id="case-body-title">Raw body</h3>
        <span className="muted">{bytes} bytes</span>
      </header>
      <LazyRawBodyEditor
        value={rawBody}
        onChange={setRawBody}
        ariaLabel="Case raw body"
        height={200}
        tabKey="leave"
      />
    </section>
  );
}
