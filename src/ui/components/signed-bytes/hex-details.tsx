import { useState } from 'react';
import { HexView } from './hex-view.tsx';

interface Parts {
  merchantId: string;
  timestamp: string;
  nonce: string;
  body: string;
}

/**
 * The hex view behind a disclosure, built only while open: a large body would otherwise be
 * dumped on every keystroke for nobody to see.
 */
export function HexDetails({ parts }: { parts: Parts }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="hex-details" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Signed bytes in hex</summary>
      {open ? <HexView parts={parts} /> : null}
    </details>
  );
}
