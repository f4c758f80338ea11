import { StrictMode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
// Control Pictures (␊ ␍) mark invisible bytes; many systems have no font with them.
import '@fontsource/noto-sans-symbols-2/symbols-400.css';
// The shell's styles and the shared surfaces come first, so each component's own styles,
// imported beside it, follow them in the cascade.
import '../ui/styles/tokens.css';
import './app.css';
import '../ui/components/surfaces.css';
import { App } from './app.tsx';

const root = createRoot(document.getElementById('root') as HTMLElement);
// The first render is synchronous, so its effects have run, the stores' subscriptions among
// them, before the page takes any input: a secret typed or pasted as soon as its field appears
// is answered in the same event, not after the first frame has been painted.
flushSync(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
