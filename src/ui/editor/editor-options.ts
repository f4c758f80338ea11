import type { editor } from 'monaco-editor/editor';

/** Shared Monaco options: whitespace and control characters visible, as bytes matter here. */
export const editorOptions: editor.IStandaloneEditorConstructionOptions = {
  minimap: { enabled: false },
  renderWhitespace: 'all',
  renderControlCharacters: true,
  unicodeHighlight: { invisibleCharacters: true, ambiguousCharacters: true, nonBasicASCII: false },
  scrollBeyondLastLine: false,
  fontSize: 13,
  // The bundled symbols font draws the ␊ ␍ markers of the byte diff where system fonts cannot.
  fontFamily:
    "'DejaVu Sans Mono', Menlo, Consolas, 'Courier New', monospace, 'Noto Sans Symbols 2'",
  tabSize: 2,
  // Tab types a tab character, as the key says: the body is signed as typed.
  insertSpaces: false,
  detectIndentation: false,
  automaticLayout: true,
  wordWrap: 'on',
  // Sticky scroll builds an outline of the whole JSON document after every edit, which costs
  // a megabyte body hundreds of milliseconds per keystroke; a body editor does without it.
  stickyScroll: { enabled: false },
  // The text is signed byte for byte: the editor adds no character the user did not type (a
  // closing bracket or quote typed after an auto-closed one would double it; an indent after
  // Enter would sign spaces nobody typed).
  autoClosingBrackets: 'never',
  autoClosingQuotes: 'never',
  autoSurround: 'never',
  autoClosingOvertype: 'never',
  autoIndent: 'none',
  // No suggestion, snippet or format ever edits the body: Enter after `{:` must type a line
  // feed, not accept a suggested `[]` (the JSON mode offers them as the user types).
  quickSuggestions: false,
  suggestOnTriggerCharacters: false,
  acceptSuggestionOnEnter: 'off',
  acceptSuggestionOnCommitCharacter: false,
  tabCompletion: 'off',
  wordBasedSuggestions: 'off',
  snippetSuggestions: 'none',
  parameterHints: { enabled: false },
  inlineSuggest: { enabled: false },
  formatOnType: false,
  formatOnPaste: false,
  // A U+2028 or U+2029 in a body is a byte of the body: Monaco's default offers to remove them.
  unusualLineTerminators: 'off',
};
