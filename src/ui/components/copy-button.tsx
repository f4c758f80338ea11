import { useEffect, useState } from 'react';

/**
 * Copies text to the clipboard and says so; says so too when the browser refuses. Pass a
 * function when the text costs something to build: it runs on click, not on every render.
 */
export function CopyButton({
  text,
  label,
}: {
  text: string | (() => string);
  /** Names what is copied ("Copy sign", not "Copy"): a page holds several of these buttons. */
  label: string;
}) {
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle');

  useEffect(() => {
    if (state === 'idle') return;
    const timer = setTimeout(() => setState('idle'), 1500);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    navigator.clipboard.writeText(typeof text === 'function' ? text() : text).then(
      () => setState('copied'),
      () => setState('failed'),
    );
  };

  return (
    <button type="button" className="copy-button" onClick={copy} aria-live="polite">
      {state === 'copied' ? 'Copied' : state === 'failed' ? 'Copy failed' : label}
    </button>
  );
}
