import type { QueryResult } from '../api/send-query.ts';
import { CodeExplanation } from '../../../ui/components/code-explanation.tsx';
import { CopyButton } from '../../../ui/components/copy-button.tsx';
import { HeadersTable } from '../../../ui/components/headers-table.tsx';
import { VisibleText } from '../../../ui/components/signed-bytes/visible-text-view.tsx';

type Props =
  | { state: 'idle' }
  | { state: 'pending' }
  | { state: 'error'; message: string }
  | { state: 'done'; result: QueryResult };

/** The response panel's id, so the line beside Send can take the user to it. */
export const RESPONSE_ID = 'request-response';

/** The response: status, verdict first, then headers, raw body and the decoded envelope. */
export function ResponsePanel(props: Props) {
  if (props.state === 'idle') {
    return (
      <section
        className="panel response-panel empty"
        aria-label="Response"
        id={RESPONSE_ID}
        tabIndex={-1}
      >
        Send the query to see the signed response, verified before it is shown. Ctrl+Enter sends.
      </section>
    );
  }
  if (props.state === 'pending') {
    return (
      <section
        className="panel response-panel"
        aria-label="Response"
        id={RESPONSE_ID}
        tabIndex={-1}
        aria-busy="true"
      >
        <p role="status">Sending…</p>
      </section>
    );
  }
  if (props.state === 'error') {
    return (
      <section
        className="panel response-panel"
        aria-label="Response"
        id={RESPONSE_ID}
        tabIndex={-1}
      >
        <p role="alert" className="error">
          {props.message}
        </p>
      </section>
    );
  }
  const { result } = props;
  const trusted = result.verdict.verdict === 'VERIFIED';
  return (
    <section
      className={`panel response-panel ${trusted ? 'trusted' : 'untrusted'}`}
      aria-label="Response"
      id={RESPONSE_ID}
      tabIndex={-1}
    >
      <header className="panel-header">
        <h3>
          HTTP {result.status} {result.statusText}
        </h3>
        <span className="muted">{result.durationMs} ms</span>
      </header>
      <div className={`verdict verdict-${result.verdict.verdict.toLowerCase()}`}>
        <strong data-testid="response-verdict">{result.verdict.verdict}</strong>
        <span>
          {result.verdict.verdict === 'VERIFIED'
            ? ['The response signature matches its raw bytes.', ...result.verdict.notes].join(' ')
            : `${result.verdict.reason} Do not act on this response.`}
        </span>
      </div>
      <h4>Envelope {trusted ? null : <span className="untrusted-tag">untrusted</span>}</h4>
      {result.envelope.ok ? (
        <div className="envelope">
          <dl>
            <dt>code</dt>
            <dd className="mono">{JSON.stringify(result.envelope.envelope.code)}</dd>
            <dt>msg</dt>
            <dd>{String(result.envelope.envelope.msg)}</dd>
          </dl>
          <CodeExplanation status={result.status} code={result.envelope.envelope.code} />
          <pre className="mono data">{JSON.stringify(result.envelope.envelope.data, null, 2)}</pre>
        </div>
      ) : (
        <p className="error">{result.envelope.error}</p>
      )}
      <details>
        <summary>Response headers ({result.headers.length})</summary>
        <HeadersTable headers={result.headers} />
      </details>
      <details open>
        {/* The copy button sits beside the summary, not in it: a control inside a control has
            no role a screen reader can announce. */}
        <summary>Raw body ({result.rawBodyBytes} bytes)</summary>
        <CopyButton text={result.rawBody} label="Copy response body" />
        <pre className="mono raw-body" data-testid="request.response-raw-body">
          <VisibleText text={result.rawBody} />
        </pre>
      </details>
    </section>
  );
}
