// Chromium through Playwright, launched as playwright.config.ts launches it (the system
// Chromium when there is one), plus the page-side probes every browser figure uses.
import { chromium, type Browser } from '@playwright/test';
import { chromiumLaunchOptions } from '../chromium-launch.ts';

export async function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions);
}

/**
 * Page-side keystroke probe (an init script, so it is text for the page, not code of this
 * process): a capturing keydown listener on window takes the start time; `benchArm(selector)`
 * returns a promise of the milliseconds from that keydown to the first animation frame after
 * the selected element's text changed, i.e. the frame that paints the new text.
 */
export const KEYSTROKE_PROBE = `
window.benchKeyAt = 0;
window.addEventListener('keydown', () => { window.benchKeyAt = performance.now(); }, true);
window.benchArm = (selector) => {
  const before = document.querySelector(selector)?.textContent;
  window.benchDone = new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const text = document.querySelector(selector)?.textContent;
      if (text === before) return;
      observer.disconnect();
      requestAnimationFrame(() => resolve(performance.now() - window.benchKeyAt));
    });
    observer.observe(document.body, { subtree: true, childList: true, characterData: true });
  });
};
`;

/**
 * Page-side first-paint probe: records in `benchFirstAt` the time since navigation start of the
 * first animation frame after an element matching `selector` holds `text`.
 */
export function firstPaintProbe(selector: string, text: string): string {
  return `
(() => {
  const seen = () => document.querySelector(${JSON.stringify(selector)})?.textContent?.includes(${JSON.stringify(text)});
  const start = () => {
    const observer = new MutationObserver(() => {
      if (!seen()) return;
      observer.disconnect();
      requestAnimationFrame(() => { window.benchFirstAt = performance.now(); });
    });
    observer.observe(document, { subtree: true, childList: true, characterData: true });
  };
  start();
})();
`;
}
