import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
// Control Pictures (␊ ␍) mark invisible bytes; many systems have no font with them.
import '@fontsource/noto-sans-symbols-2/symbols-400.css';
// The shell's styles and the shared surfaces come first, so each component's own styles,
// imported beside it, follow them in the cascade.
import './app.css';
import '../ui/surfaces.css';
import { App } from './app.tsx';

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
