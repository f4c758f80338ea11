import Editor from '@monaco-editor/react';
import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import type * as Monaco from 'monaco-editor/editor';
import { consoleTheme } from './monaco-setup.ts';
import { EditorLoading } from './editor-loading.tsx';
import { editorOptions } from './editor-options.ts';
import { editorWouldChange, keepExactPastes } from './exact-paste.ts';
import { markInvisibles } from './invisible-decorations.ts';
import { letEscapeReleaseTab, tabEscapeHint, type TabEscapeState } from './tab-escape.ts';
import { useResolvedTheme } from '../hooks/use-resolved-theme.ts';

export interface RawBodyEditorProps {
  /** The body as it is now; pushed into the editor only when it differs from the editor's text. */
  value: string;
  onChange: (value: string) => void;
  ariaLabel: string;
  readOnly?: boolean;
  height?: number | string;
  /** `lf` (default) makes new lines LF; `keep` leaves the model's line endings as the text has them. */
  lineEndings?: 'lf' | 'keep';
  /**
   * Runs on Ctrl+Enter (Cmd+Enter on a Mac) with the focus in the editor, instead of Monaco's own
   * "insert line after", which would add a line feed to the body and change its signature.
   */
  onSubmit?: () => void;
  /**
   * `json` (default) for a body; `plaintext` for text that is not JSON (a string to sign typed
   * by hand), where the JSON mode would draw a red squiggle on a correct answer.
   */
  language?: 'json' | 'plaintext';
  /**
   * `indent` (default): Tab indents, Esc then Tab leaves. `leave`: Tab always moves the focus on,
   * for a body that is evidence (a pasted case), which a Tab passing through must not change.
   */
  tabKey?: 'indent' | 'leave';
}

const LEAVE = { tabFocusMode: true } as const;

/** The carriage returns a body holds, counted. */
function exactBytesNote(body: string): string {
  const crs = body.split('\r').length - 1;
  return `This body contains ${crs} carriage return${crs === 1 ? '' : 's'} (CR, 0x0D).`;
}

/**
 * Monaco holding a raw body. The store keeps the exact text; the editor reports every edit.
 * Never imported directly: use `LazyRawBodyEditor` so Monaco loads only when it is needed.
 */
export default function RawBodyEditor({
  value,
  onChange,
  ariaLabel,
  readOnly: readOnlyAsked = false,
  height = 260,
  lineEndings = 'lf',
  onSubmit,
  language = 'json',
  tabKey = 'indent',
}: RawBodyEditorProps) {
  // A body Monaco cannot hold exactly (CR bytes) is shown read-only until the user chooses to
  // edit it with LF line endings; a new body from outside asks again. Checked when a body comes
  // from outside only, never per keystroke: typing into an editable (LF) model cannot add a CR,
  // and scanning a megabyte body on every key would cost the key.
  const [held, setHeld] = useState(() => editorWouldChange(value));
  const readOnly = readOnlyAsked || held;
  // The command is bound once, at mount; it always calls the latest `onSubmit`.
  const submit = useRef(onSubmit);
  useEffect(() => {
    submit.current = onSubmit;
  }, [onSubmit]);
  const theme = useResolvedTheme();
  const [keyboard, setKeyboard] = useState<TabEscapeState>('outside');
  const hintId = useId();

  // The editor is fed `value` only when it changes from outside (a file, Pretty, a loaded case):
  // a value that is the text the editor itself last reported is already there, so a keystroke
  // in a megabyte body does not read the whole text back to compare it.
  const editorRef = useRef<Monaco.editor.IStandaloneCodeEditor | null>(null);
  const monacoRef = useRef<typeof Monaco | null>(null);
  const reported = useRef(value);
  const wanted = useRef(value);
  // True while this component itself puts text into the editor: Monaco's echo of it (with the
  // model's line endings) is not an edit, and must not overwrite the exact body.
  const applying = useRef(false);
  const apply = (change: () => void) => {
    applying.current = true;
    try {
      change();
    } finally {
      applying.current = false;
    }
  };
  // A layout effect, run in the same task as the render: a passive one could run after the next
  // key had been reported, see this render's older value as a change from outside, and write it
  // over the editor, dropping that key (on a busy machine, fast typing lost keys).
  // The last value whose line endings were checked: a value from outside is checked even
  // before Monaco has mounted (a file read while it loads), a keystroke's report never.
  const checked = useRef(value);
  useLayoutEffect(() => {
    wanted.current = value;
    if (value !== checked.current) {
      checked.current = value;
      setHeld(editorWouldChange(value));
    }
    const editor = editorRef.current;
    if (!editor || value === reported.current) return;
    reported.current = value;
    if (editor.getValue() === value) return;
    const model = editor.getModel();
    apply(() => {
      if (readOnly || !model) editor.setValue(value);
      else {
        // One undoable edit, as typing a new text would be.
        editor.executeEdits('', [{ range: model.getFullModelRange(), text: value }]);
        editor.pushUndoStop();
      }
    });
  }, [value, readOnly]);
  // An editable body has LF line endings, as "Edit anyway" says: the body takes them at once
  // (the model reports the change), rather than at the next key with the sign unchanged.
  useEffect(() => {
    const model = editorRef.current?.getModel();
    const lf = monacoRef.current?.editor.EndOfLineSequence.LF;
    if (held || readOnlyAsked || lineEndings !== 'lf' || !model || lf === undefined) return;
    if (model.getEOL() !== '\n') model.setEOL(lf);
  }, [held, readOnlyAsked, lineEndings]);
  const latestOnChange = useRef(onChange);
  useEffect(() => {
    latestOnChange.current = onChange;
  }, [onChange]);
  // Stable, so the wrapper subscribes to Monaco's changes once rather than on every render.
  const report = useCallback(
    (next: string | undefined) => {
      if (readOnly || applying.current) return;
      reported.current = next ?? '';
      checked.current = next ?? '';
      latestOnChange.current(next ?? '');
    },
    [readOnly],
  );

  return (
    <div className="raw-body-editor" data-text-editor>
      {held && !readOnlyAsked ? (
        <p className="notice" role="note" data-testid="ui.exact-body-note">
          {exactBytesNote(value)} The editor cannot hold carriage returns as they are, so it is
          read-only: the body keeps them exactly, and they are signed.{' '}
          <button type="button" className="link-button" onClick={() => setHeld(false)}>
            Edit anyway (line endings become LF)
          </button>
        </p>
      ) : null}
      <Editor
        height={height}
        theme={consoleTheme(theme)}
        language={language}
        defaultValue={value}
        // A read-only editor only shows the body: Monaco's own normalisation must not write back.
        onChange={report}
        // Monaco picks CR LF for new lines on Windows (or a Windows user agent). The spec
        // separates with LF and a stray CR changes the signature, so bodies typed here use LF.
        onMount={(editor, monaco) => {
          editorRef.current = editor;
          monacoRef.current = monaco;
          // A body that changed while Monaco loaded.
          reported.current = wanted.current;
          // Written as an edit, not with setValue: a new model text drops a leading byte order
          // mark (and the body's first byte with it); an edit keeps every character.
          const model = editor.getModel();
          if (model && editor.getValue() !== wanted.current) {
            apply(() =>
              model.applyEdits([{ range: model.getFullModelRange(), text: wanted.current }]),
            );
          }
          if (lineEndings === 'lf') editor.getModel()?.setEOL(monaco.editor.EndOfLineSequence.LF);
          if (submit.current) {
            editor.addCommand(monaco.KeyMod.CtrlCmd | monaco.KeyCode.Enter, () =>
              submit.current?.(),
            );
          }
          // Stops with the editor: the listener belongs to it.
          const stop = markInvisibles(editor);
          const release =
            tabKey === 'indent' ? letEscapeReleaseTab(editor, monaco, setKeyboard) : () => {};
          // A paste or drop with CR bytes goes into the exact body, not Monaco's LF copy of it:
          // the body as last reported by the editor or set from outside, never a render behind.
          const stopPastes = keepExactPastes(
            editor,
            () => reported.current,
            (next) => latestOnChange.current(next),
          );
          editor.getDomNode()?.querySelector('textarea')?.setAttribute('aria-describedby', hintId);
          editor.onDidDispose(() => {
            stop();
            release();
            stopPastes();
          });
        }}
        loading={<EditorLoading />}
        // Only a `leave` editor sets the mode: every render applies the options again, and
        // `indent` editors switch it themselves (letEscapeReleaseTab).
        options={{ ...editorOptions, readOnly, ariaLabel, ...(tabKey === 'leave' ? LEAVE : {}) }}
      />
      <p id={hintId} className="editor-hint" data-testid="ui.editor-hint" aria-live="polite">
        {tabKey === 'indent' ? tabEscapeHint(keyboard) : ''}
      </p>
    </div>
  );
}
