import { ROUTE_TITLES, ROUTES } from './use-hash-route.ts';

/** The console's keyboard shortcuts, as the list dialog shows them. */
export const SHORTCUTS: ReadonlyArray<{ keys: string; action: string }> = [
  { keys: '?', action: 'Show this list of shortcuts' },
  { keys: 'Escape', action: 'Close a dialog; cancel the production confirmation' },
  { keys: 'Ctrl+Enter (⌘+Enter)', action: 'Send the query (Request view)' },
  { keys: 'Enter', action: 'Confirm sending to production, in its dialog' },
  ...ROUTES.map((route, index) => ({
    keys: `Alt+${index + 1}`,
    action: `Go to ${ROUTE_TITLES[route]}`,
  })),
  {
    keys: 'Tab / Shift+Tab',
    action: 'Move between fields and buttons; the focus is outlined (in a body editor Tab indents)',
  },
  {
    keys: 'Escape, then Tab',
    action: 'Leave a body editor without typing into the body (its sign stays as it is)',
  },
  { keys: 'Space / Enter', action: 'Press the focused button, open or close a section' },
];

/** The route an Alt+digit shortcut goes to: the views in navigation order. */
export const VIEW_KEYS: Record<string, string> = Object.fromEntries(
  ROUTES.map((route, index) => [String(index + 1), `#/${route}`]),
);

/**
 * True when a key press is text for a field: an input, a text area, an editable, or an editor's
 * text box. Monaco takes keys in Chromium through an EditContext `div` (role `textbox`), not a
 * text area, and the console's editors are marked `data-text-editor`, so a `?` typed into a body
 * is a character of the body, never a shortcut.
 */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof Element)) return false;
  if (target instanceof HTMLElement && target.isContentEditable) return true;
  return (
    target.closest(
      'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="textbox"], [data-text-editor]',
    ) !== null
  );
}
