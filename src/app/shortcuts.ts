/** The console's keyboard shortcuts, as the list dialog shows them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: '?', action: 'Show this list of shortcuts' },
  { keys: 'Escape', action: 'Close a dialog; cancel the production confirmation' },
  { keys: 'Ctrl+Enter (⌘+Enter)', action: 'Send the query (Request view)' },
  { keys: 'Enter', action: 'Confirm sending to production, in its dialog' },
  { keys: 'Alt+1', action: 'Go to Request' },
  { keys: 'Alt+2', action: 'Go to Verify & diagnose' },
  { keys: 'Alt+3', action: 'Go to History' },
  { keys: 'Tab / Shift+Tab', action: 'Move between every field and button; the focus is outlined' },
  { keys: 'Space / Enter', action: 'Press the focused button, open or close a section' },
];

/** The route an Alt+digit shortcut goes to. */
export const VIEW_KEYS: Record<string, '#/request' | '#/verify' | '#/history'> = {
  '1': '#/request',
  '2': '#/verify',
  '3': '#/history',
};

/** True when a key press is text for a field (an input, Monaco's textarea, an editable). */
export function isTyping(target: EventTarget | null): boolean {
  return (
    target instanceof Element &&
    target.closest('input, textarea, select, [contenteditable=""], [contenteditable="true"]') !==
      null
  );
}
