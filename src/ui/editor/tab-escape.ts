import type * as Monaco from 'monaco-editor/editor';

/** Where the keyboard stands in a body editor: outside it, typing in it, or about to leave it. */
export type TabEscapeState = 'outside' | 'typing' | 'leaving';

// Escape keeps its own meaning while one of Monaco's widgets is open (it closes that widget).
const ESCAPE_IS_FREE =
  '!suggestWidgetVisible && !findWidgetVisible && !parameterHintsVisible && !renameInputVisible && !inSnippetMode';

/**
 * Lets the keyboard leave a body editor. Inside Monaco, Tab indents, which changes the signed
 * bytes (spec 5.2 signs the raw body as it is); so Tab keeps indenting, but Escape switches the
 * editor to tab-focus mode, where the next Tab moves the focus on instead of writing two spaces.
 * The mode ends when the editor loses the focus, so a user coming back can indent again.
 * `report` hears each change, for the hint shown beside the editor. Returns the clean-up.
 */
export function letEscapeReleaseTab(
  editor: Monaco.editor.IStandaloneCodeEditor,
  monaco: typeof Monaco,
  report: (state: TabEscapeState) => void,
): () => void {
  editor.addCommand(
    monaco.KeyCode.Escape,
    () => {
      editor.updateOptions({ tabFocusMode: true });
      report('leaving');
    },
    ESCAPE_IS_FREE,
  );
  const focus = editor.onDidFocusEditorText(() => report('typing'));
  const blur = editor.onDidBlurEditorText(() => {
    editor.updateOptions({ tabFocusMode: false });
    report('outside');
  });
  return () => {
    focus.dispose();
    blur.dispose();
  };
}

/** The hint's words for each state: empty outside, so nothing moves when the focus leaves. */
export function tabEscapeHint(state: TabEscapeState): string {
  if (state === 'typing') return 'Tab indents here. Esc then Tab to leave the editor.';
  if (state === 'leaving') return 'Tab now leaves the editor (nothing was typed).';
  return '';
}
