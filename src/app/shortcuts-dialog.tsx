import { useEffect, useRef, useState } from 'react';
import { isTyping, SHORTCUTS, VIEW_KEYS } from './shortcuts.ts';
import '../ui/components/dialog.css';

/** `?` opens the list of shortcuts, Escape closes it; Alt+digit switches views. */
export function ShortcutsDialog() {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && VIEW_KEYS[event.key]) {
        event.preventDefault();
        window.location.hash = VIEW_KEYS[event.key] as string;
        return;
      }
      if (event.key === '?' && !event.ctrlKey && !event.metaKey && !isTyping(event.target)) {
        event.preventDefault();
        setOpen(true);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  useEffect(() => {
    const dialog = ref.current;
    if (open && dialog && !dialog.open) dialog.showModal();
    if (!open && dialog?.open) dialog.close();
  }, [open]);

  return (
    <>
      <button
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
