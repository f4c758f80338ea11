import type { PersistStorage, StorageValue } from 'zustand/middleware';

/** How long after the last change a draft is written, in milliseconds. */
const WRITE_AFTER_MS = 500;

/**
 * Storage for zustand's `persist` that keeps a draft in this tab's sessionStorage without
 * paying for it on every keystroke: a change is held in memory and written (as JSON) once changes
 * pause, and at once when the page is hidden or left, so a reload loses nothing.
 * Serialising and writing a megabyte body per keystroke would otherwise cost more than the
 * keystroke itself. A write the browser refuses (storage full) leaves the draft in memory only.
 * `redact` rewrites what is written (never the draft in memory): the typed secrets a draft may
 * hold are replaced there (docs/verify-intake.md, "Typed secrets are redacted"), once per write
 * rather than per keystroke.
 */
export function draftStorage<S>(options: { redact?: (state: S) => S } = {}): PersistStorage<S> {
  const pending = new Map<string, StorageValue<S> | null>();
  let timer: ReturnType<typeof setTimeout> | undefined;

  const flush = () => {
    clearTimeout(timer);
    for (const [name, value] of pending) {
      try {
        if (value === null) sessionStorage.removeItem(name);
        else {
          const kept = options.redact ? { ...value, state: options.redact(value.state) } : value;
          sessionStorage.setItem(name, JSON.stringify(kept));
        }
      } catch {
        // Quota exceeded: the draft lives on in memory for this page.
      }
    }
    pending.clear();
  };
  const schedule = () => {
    clearTimeout(timer);
    timer = setTimeout(flush, WRITE_AFTER_MS);
  };
  window.addEventListener('pagehide', flush);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flush();
  });

  return {
    getItem: (name) => {
      if (pending.has(name)) return pending.get(name) ?? null;
      const text = sessionStorage.getItem(name);
      return text === null ? null : (JSON.parse(text) as StorageValue<S>);
    },
    setItem: (name, value) => {
      pending.set(name, value);
      schedule();
    },
    removeItem: (name) => {
      pending.set(name, null);
      schedule();
    },
  };
}
