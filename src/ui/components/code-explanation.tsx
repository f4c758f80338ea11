import { explainCode, explainHttpStatus } from '../../core/protocol/result-codes.ts';
import { showChecklist } from './rejection-checklist-view.tsx';
import './code-explanation.css';

/** What an HTTP status and envelope code mean (spec 7), with a way to the 5.5 checklist. */
export function CodeExplanation({ status, code }: { status: number; code: unknown }) {
  const infos = [explainHttpStatus(status), explainCode(code)].filter((info) => info !== undefined);
  if (infos.length === 0) {
    return (
      <p className="muted" data-testid="ui.code-explanation">
        Code {JSON.stringify(code)} is not one the spec or the sandbox defines.
      </p>
    );
  }
  return (
    <ul className="code-explanation" data-testid="ui.code-explanation">
      {infos.map((info) => (
        <li key={info.title}>
          <strong>{info.title}</strong>
          <span className={`source-tag ${info.fromSpec ? 'spec' : 'sandbox'}`}>
            {info.fromSpec ? 'spec 7' : 'sandbox choice'}
          </span>
          <div>{info.explanation}</div>
          {info.checklist ? (
            <button type="button" className="link-button" onClick={showChecklist}>
              Open the 5.5 checklist
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
