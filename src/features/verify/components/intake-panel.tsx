import { useEffect, useRef, useState } from 'react';
import { formatLabel } from '../../../core/intake/format-names.ts';
import { useBatchStore } from '../batch-store.ts';
import { prepareReader } from '../intake-in-worker.ts';
import { useVerifyStore } from '../verify-store.ts';
import { ReadingStatus } from './reading-status.tsx';
import './intake-panel.css';

/**
 * How long typing in the paste box pauses before its text is read: a paste is read at once, a
 * burst of keystrokes once, so no keystroke hands a long text to the worker.
 */
const TYPING_PAUSE_MS = 400;

/**
 * Where a ticket's contents come in: paste (read straight from the clipboard event, so carriage
 * returns survive), a dropped file or a chosen file (bytes exact).
 */
export function IntakePanel() {
  const intake = useVerifyStore((s) => s.intake);
  const intakeError = useVerifyStore((s) => s.intakeError);
  const intakeErrorDetails = useVerifyStore((s) => s.intakeErrorDetails);
  // A paste of several messages lists them (message-list.tsx); its side picker opens them.
  const messages = useVerifyStore((s) => s.messages);
  const shownSide = useVerifyStore((s) => s.messages?.[s.shownMessage]?.side);
  const showMessage = useVerifyStore((s) => s.showMessage);
  const firstOf = (side: string) => messages?.findIndex((m) => m.side === side) ?? -1;
  const exchange = messages !== null && firstOf('request') >= 0 && firstOf('response') >= 0;
  // The last intake describes the previous paste while a new one is read or was not read.
  const readingShown = useVerifyStore((s) => s.reading === 'slow' || s.intakeNote !== null);
  const source = useVerifyStore((s) => s.source);
  const ingestText = useVerifyStore((s) => s.ingestText);
  const ingestFile = useVerifyStore((s) => s.ingestFile);
  const chooseIntakeOptions = useVerifyStore((s) => s.chooseIntakeOptions);
  const startBatch = useBatchStore((s) => s.start);
  const fileInput = useRef<HTMLInputElement>(null);
  const pasteArea = useRef<HTMLTextAreaElement>(null);

  // The text area is uncontrolled (its value would normalise CR bytes); a file or a shared
  // link replaces the case, so the old paste is cleared from view.
  useEffect(() => {
    if (source.from !== 'paste' && pasteArea.current) pasteArea.current.value = '';
  }, [source]);
  const [dragging, setDragging] = useState(false);

  // The worker starts with the view, so the first paste does not wait for its code to load.
  useEffect(() => prepareReader(), []);
  // Typed text waiting for a pause; read when the view goes, so nothing typed is lost.
  const typed = useRef<{ text: string; timer: ReturnType<typeof setTimeout> } | null>(null);
  useEffect(
    () => () => {
      if (!typed.current) return;
      clearTimeout(typed.current.timer);
      void useVerifyStore.getState().ingestText(typed.current.text);
    },
    [],
  );
  const readTyped = (text: string) => {
    if (typed.current) clearTimeout(typed.current.timer);
    const timer = setTimeout(() => {
      typed.current = null;
      void ingestText(text);
    }, TYPING_PAUSE_MS);
    typed.current = { text, timer };
  };
  const dropTyped = () => {
    if (typed.current) clearTimeout(typed.current.timer);
    typed.current = null;
  };

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    const bytes = new Uint8Array(await file.arrayBuffer());
    dropTyped();
    void ingestFile(file.name, bytes);
    // A whole log is also read as a batch (docs/verify-intake.md); a single case is not.
    startBatch(new TextDecoder().decode(bytes));
  };

  return (
    <section
      className={`panel intake-panel${dragging ? ' dragging' : ''}`}
      aria-labelledby="intake-title"
      onDragOver={(event) => {
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        event.preventDefault();
        setDragging(false);
        void readFile(event.dataTransfer.files[0]);
      }}
    >
      <header className="panel-header">
        <h3 id="intake-title">Paste from the ticket</h3>
        <button type="button" onClick={() => fileInput.current?.click()}>
          Open file…
        </button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label="Case file"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
      </header>
      <textarea
        className="intake-text mono"
        aria-label="Pasted request, response or log"
        placeholder="Paste a raw HTTP request or response, a curl command, a HAR, the failure-log JSON, or headers and a body. Or drop a file here."
        spellCheck={false}
        rows={7}
        ref={pasteArea}
        defaultValue={source.from === 'paste' ? source.text : ''}
        onPaste={(event) => {
          // The clipboard's own text keeps CR bytes that a textarea's value would normalise,
          // so a paste over everything takes it whole; a paste into part splices it in.
          const text = event.clipboardData.getData('text/plain');
          const area = event.currentTarget;
          const { selectionStart: start, selectionEnd: end, value } = area;
          const next =
            start === 0 && end === value.length
              ? text
              : value.slice(0, start) + text + value.slice(end);
          event.preventDefault();
          area.value = next;
          dropTyped();
          void ingestText(next);
          startBatch(next);
        }}
        onChange={(event) => readTyped(event.target.value)}
      />
      <ReadingStatus pasteArea={pasteArea} />
      {intakeError ? (
        <div className="intake-refusal">
          <p role="alert" className="error" data-testid="verify.intake-error">
            {intakeError}
          </p>
          {/* The sentence says what to do; what each reader tried is there to open, not read. */}
          {intakeErrorDetails.length > 0 ? (
            <details>
              <summary>What was tried</summary>
              <ul>
                {intakeErrorDetails.map((detail) => (
                  <li key={detail}>{detail}</li>
                ))}
              </ul>
            </details>
          ) : null}
        </div>
      ) : null}
      {intake && !intakeError && !readingShown ? (
        <div className="intake-result">
          <p data-testid="verify.detected-format">
            Detected: <strong>{formatLabel(intake)}</strong>
            {source.from === 'file' ? ` from ${source.name}` : null}
          </p>
          {exchange ||
          (messages === null && (intake.format === 'har' || (intake.sides?.length ?? 0) > 1)) ? (
            <label className="field">
              {intake.format === 'har' ? 'Side of the entry' : 'Side of the exchange'}
              <select
                value={(shownSide ?? intake.kind) === 'response' ? 'response' : 'request'}
                onChange={(event) => {
                  const side = event.target.value as 'request' | 'response';
                  if (exchange) showMessage(firstOf(side), true);
                  else void chooseIntakeOptions({ side });
                }}
              >
                <option value="request">request (signed by the merchant)</option>
                <option value="response">response (signed by the service)</option>
              </select>
            </label>
          ) : null}
          {intake.entries && intake.entries.length > 1 ? (
            <label className="field">
              {intake.format === 'har' ? 'HAR entry' : 'Exchange'}
              <select
                value={intake.entryIndex ?? 0}
                onChange={(event) =>
                  void chooseIntakeOptions({ entryIndex: Number(event.target.value) })
                }
              >
                {intake.entries.map((entry) => (
                  <option key={entry.index} value={entry.index}>
                    {entry.index + 1}. {entry.method} {entry.url} → {entry.status}
                  </option>
                ))}
              </select>
            </label>
          ) : null}
          {intake.restored ? (
            <ul
              className="intake-restored"
              aria-label="Restored from the paste"
              data-testid="verify.intake-restored"
            >
              {intake.restored.map((note) => (
                <li key={note}>{note}</li>
              ))}
            </ul>
          ) : null}
          {intake.warnings.length > 0 ? (
            <ul className="warnings" aria-label="Intake warnings">
              {intake.warnings.map((warning) => (
                <li key={warning}>{warning}</li>
              ))}
            </ul>
          ) : null}
        </div>
      ) : null}
    </section>
  );
}
