/* global document */
// The first-render baseline: Vite's React starter reduced to one rendered element.
import { StrictMode, createElement, useState } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  const [count, setCount] = useState(0);
  return createElement(
    'main',
    null,
    createElement('h1', { 'data-testid': 'bench.first-render' }, 'Vite + React'),
    createElement('button', { onClick: () => setCount((n) => n + 1) }, `count is ${count}`),
  );
}

createRoot(document.getElementById('root')).render(
  createElement(StrictMode, null, createElement(App)),
);
