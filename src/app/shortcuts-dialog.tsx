import { useEffect, useRef, useState } from 'react';
import { isTyping, SHORTCUTS, VIEW_KEYS } from './shortcuts.ts';
import '../ui/components/dialog.css';

/** `?` opens the list of shortcuts, Escape closes it; Alt+digit switches views. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);
  // Where the focus was when the list opened: it goes back there on close, never to the page's body.
  const returnTo = useRef<HTMLElement | null>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && VIEW_KEYS[event.key]) {
        event.preventDefault();
        window.location.hash = VIEW_KEYS[event.key] as string;
        return;
      }
      if (
        event.key === '?' &&
        !event.ctrlKey &&
        !event.metaKey &&
        !event.defaultPrevented &&
        !isTyping(event.target)
      ) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) {
      const active = document.activeElement;
      returnTo.current =
        active instanceof HTMLElement && active !== document.body ? active : button.current;
      dialog.showModal();
    }
    if (!open && dialog?.open) dialog.close();
    if (!open && returnTo.current) {
      // The list's content has gone with its Close button: the focus goes back to where it was.
      const target = returnTo.current;
      returnTo.current = null;
      target.focus();
    }
  }, [open]);

  return (
    <>
      <button
        ref={button}
        type="button"
        className="shortcuts-button"
        onClick={() => setOpen(true)}
        aria-label="Keyboard shortcuts"
        title="Keyboard shortcuts (?)"
      >
        ?
      </button>
      <dialog
        ref={ref}
        className="console-dialog"
        aria-labelledby="shortcuts-title"
        onClose={() => setOpen(false)}
      >
        {/* The list exists only while it is shown: every page load draws less. */}
        {open ? (
          <>
            <h2 id="shortcuts-title">Keyboard shortcuts</h2>
            <table className="shortcut-table">
              <tbody>
                {SHORTCUTS.map(({ keys, action }) => (
                  <tr key={keys}>
                    <th scope="row">
                      <kbd>{keys}</kbd>
                    </th>
                    <td>{action}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <div className="dialog-actions">
              <button type="button" onClick={() => setOpen(false)}>
                Close
              </button>
            </div>
          </>
        ) : null}
      </dialog>
    </>
  );
}
