import { useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useSettingsStore } from '../../../services/environments/settings-store.ts';
import { useQueryRoute } from '../../../services/environments/use-query-route.ts';
import { redactTypedIn, useTypedSecrets } from '../../../services/environments/typed-secrets.ts';
import { SNIPPET_LANGUAGES, type SnippetLanguageId } from '../../../core/snippets/languages.ts';
import { writeProblem } from '../../../core/snippets/export-guard.ts';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import { LongText } from '../../../ui/components/long-text.tsx';
import { useOnScreen } from '../../../ui/hooks/use-on-screen.ts';
import { downloadText } from '../../../ui/browser/download.ts';
import { ApiClientExports } from './api-client-exports.tsx';
import './snippets-panel.css';

function ProgramBlock({
  title,
  kind,
  label,
  fileName,
  command,
  code,
}: {
  title: string;
  kind: 'snippet' | 'receiver';
  label: string;
  fileName: string;
  command: string;
  code: string;
}) {
  return (
    <div className="snippet-program" data-testid={`request.${kind}`}>
      <div className="panel-header">
        <h4>{title}</h4>
        <span className="muted mono">{fileName}</span>
        <CopyButton text={code} label="Copy program" />
        <button type="button" onClick={() => downloadText(fileName, code)}>
          Download {label} {kind}
        </button>
      </div>
      <p className="hint mono">API_SECRET=… {command}</p>
      <pre className="snippet-code" tabIndex={0}>
        <LongText text={code} invisibles={false} />
      </pre>
    </div>
  );
}

/**
 * The request being built as runnable programs in six languages (standard library only), plus a
 * webhook receiver in five: the secret is read from API_SECRET when they run, never embedded,
 * and a typed secret the body holds is redacted from them (the Request view's note says so).
 */
export function SnippetsPanel({ body: typedBody }: { body: string }) {
  // Below the fold, the programs wait for the body until they are scrolled into view: building
  // six programs around a megabyte body on every keystroke nobody sees would slow typing.
  const section = useRef<HTMLElement>(null);
  const onScreen = useOnScreen(section);
  const [lastSeenBody, setLastSeenBody] = useState(typedBody);
  if (onScreen && lastSeenBody !== typedBody) setLastSeenBody(typedBody);
  const typed = useTypedSecrets();
  const ownMerchantId = useSettingsStore((s) => s.merchantId);
  // What the programs and the API-client files hold leaves the page: no typed secret in it.
  const { body, merchantId } = useMemo(
    () =>
      redactTypedIn({ body: onScreen ? typedBody : lastSeenBody, merchantId: ownMerchantId }, typed)
        .value,
    [onScreen, typedBody, lastSeenBody, ownMerchantId, typed],
  );
  const { endpoint } = useQueryRoute();
  const [selected, setSelected] = useState<SnippetLanguageId>('curl');
  const ids = useId();
  const language =
    SNIPPET_LANGUAGES.find((entry) => entry.id === selected) ?? SNIPPET_LANGUAGES[0]!;
  const url = endpoint.ok ? endpoint.url : null;
  // The programs are written only for what the export guard lets through; otherwise its reason.
  const refused = url ? writeProblem({ url, merchantId }) : null;
  const receiverRefused = writeProblem({ merchantId });
  const query = useMemo(
    () => (url && !refused ? language.query.generate({ url, merchantId, body }) : null),
    [language, url, refused, merchantId, body],
  );
  const receiver = useMemo(
    () => (receiverRefused ? null : (language.receiver?.generate({ merchantId }) ?? null)),
    [language, receiverRefused, merchantId],
  );

  const onTabKey = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key];
    if (step === undefined) return;
    event.preventDefault();
    const index = SNIPPET_LANGUAGES.findIndex((entry) => entry.id === selected);
    const next =
      SNIPPET_LANGUAGES[(index + step + SNIPPET_LANGUAGES.length) % SNIPPET_LANGUAGES.length]!;
    setSelected(next.id);
    document.getElementById(`${ids}-tab-${next.id}`)?.focus();
  };

  return (
    <section ref={section} className="snippets-panel" aria-labelledby={`${ids}-title`}>
      <header className="panel-header">
        <h3 id={`${ids}-title`}>Code</h3>
        <span className="muted">
          Runnable programs for this request, standard library only. They read the secret from
          API_SECRET, sign and send these exact body bytes, and verify the response before printing
          it.
        </span>
      </header>
      {url ? <ApiClientExports queryUrl={url} merchantId={merchantId} body={body} /> : null}
      <div role="tablist" aria-label="Snippet language" className="snippet-tabs">
        {SNIPPET_LANGUAGES.map((entry) => (
          <button
            key={entry.id}
            id={`${ids}-tab-${entry.id}`}
            type="button"
            role="tab"
            aria-selected={entry.id === selected}
            aria-controls={`${ids}-panel`}
            tabIndex={entry.id === selected ? 0 : -1}
            onClick={() => setSelected(entry.id)}
            onKeyDown={onTabKey}
          >
            {entry.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${ids}-panel`} aria-labelledby={`${ids}-tab-${language.id}`}>
        {query ? (
          <ProgramBlock
            title="Query"
            kind="snippet"
            label={language.label}
            fileName={language.query.fileName}
            command={language.query.command}
            code={query}
          />
        ) : refused ? (
          <p className="error" data-testid="request.snippet-refused">
            Not written: {refused}
          </p>
        ) : (
          <p className="hint">The query program needs a valid base URL for this environment.</p>
        )}
        {receiverRefused ? (
          <p className="error" data-testid="request.receiver-refused">
            Not written: {receiverRefused}
          </p>
        ) : receiver && language.receiver ? (
          <ProgramBlock
            title="Webhook receiver"
            kind="receiver"
            label={language.label}
            fileName={language.receiver.fileName}
            command={`PORT=8080 ${language.receiver.command}`}
            code={receiver}
          />
        ) : (
          <p className="hint">
            A shell script is no HTTP server: pick another language for a webhook receiver.
          </p>
        )}
      </div>
    </section>
  );
}
