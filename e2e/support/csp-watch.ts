import type { Page } from '@playwright/test';

/** One Content-Security-Policy violation the page reported, or one Chromium logged. */
export interface CspViolation {
  directive: string;
  blocked: string;
  source: string;
}

declare global {
  interface Window {
    __cspViolations?: CspViolation[];
  }
}

/**
 * Watches `page` (and every page it loads) for CSP violations: the document's
 * `securitypolicyviolation` events, which workers' violations reach too, and Chromium's console
 * errors about the policy. Returns a function that reads all seen so far.
 */
export async function watchCsp(page: Page): Promise<() => Promise<CspViolation[]>> {
  const logged: CspViolation[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content[- ]Security[- ]Policy/i.test(message.text())) {
      logged.push({
        directive: 'console',
        blocked: message.text(),
        source: message.location().url,
      });
    }
  });
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        source: `${event.sourceFile}:${event.lineNumber}`,
      });
    });
  });
  return async () => {
    const reported = page.isClosed()
      ? []
      : await page.evaluate(() => window.__cspViolations ?? []).catch(() => []);
    return [...reported, ...logged];
  };
}
