/**
 * The security headers of the console server (`npm start`): a strict Content-Security-Policy,
 * `nosniff`, no referrer and no framing, on every answer, the sandbox's and the proxy's included.
 */
import type { MiddlewareHandler } from 'hono';

/**
 * The console's policy. Scripts and workers come only from the console's own origin (Vite's
 * built page has no inline script; Monaco's workers are bundled files), and the page may compile
 * WebAssembly ('wasm-unsafe-eval': the live sign's bundled SHA-256) but never evaluate a string
 * as script. Styles allow inline ones, which Monaco sets on its elements at run time; fonts and
 * images are the bundle's own (Monaco's CSS carries small `data:` images). The page connects
 * only to its own origin: the embedded sandbox and the proxy to the configured environments live
 * there, so a service on another origin is reached by configuring it as a proxy target, never
 * directly.
 */
const CSP_DIRECTIVES = [
  "default-src 'self'",
  "script-src 'self' 'wasm-unsafe-eval'",
  "worker-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "font-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
];
const CONSOLE_CSP = CSP_DIRECTIVES.join('; ');

/**
 * The same policy as the page's own `<meta>`, for a console served as static files by a host
 * that sets no headers (docs/hosting.md). A meta policy cannot say `frame-ancestors` (browsers
 * ignore it there), so framing is the host's to refuse.
 */
export const META_CSP = CSP_DIRECTIVES.filter((d) => !d.startsWith('frame-ancestors')).join('; ');

/** The headers set on every answer of the console server. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONSOLE_CSP,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sets {@link SECURITY_HEADERS} on every answer (mount it first). */
export function securityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // A response passed on from elsewhere may have immutable headers: copy it first.
    let response = c.res;
    try {
      response.headers.set('X-Content-Type-Options', 'nosniff');
    } catch {
      response = new Response(response.body, response);
      c.res = undefined;
      c.res = response;
    }
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) response.headers.set(name, value);
  };
}
