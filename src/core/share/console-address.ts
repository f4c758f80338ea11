/**
 * The public console address (docs/hosting.md, "A merchant's own check"): where a console anyone
 * can open is served, so a share link and the reply to the merchant point there rather than at a
 * console behind a team token. Checked by the one base-URL rule (src/core/protocol/base-url.ts:
 * http or https, no template syntax, user-info, query or fragment), and absolute: a merchant's
 * browser has no origin of ours to resolve a path against.
 */
import { checkBaseUrl } from '../protocol/base-url.ts';
import { encodeShareCase, type ShareCase } from './share-link.ts';

export type ConsoleAddressCheck = { ok: true; url: string } | { ok: false; error: string };

/**
 * Checks a public console address as typed or configured. On success gives the page's address
 * with its path kept as written, a trailing slash included (a static host serves a sub-path's
 * page at `/tools/signing-console/`), and `/` for a bare origin.
 */
export function checkConsoleAddress(text: string): ConsoleAddressCheck {
  const trimmed = text.trim();
  const checked = checkBaseUrl(trimmed);
  if (!checked.ok)
    return { ok: false, error: checked.error.replace('The base URL', 'The address') };
  if (checked.url.startsWith('/')) {
    return {
      ok: false,
      error:
        'The address is a path: a merchant opens it in their own browser, so it needs an absolute URL such as https://pay.example.com/tools/signing-console/.',
    };
  }
  return { ok: true, url: new URL(trimmed).href };
}

/**
 * The share link of a case on a console's page address (docs/architecture.md stable contract
 * "Share link"): the address's origin and path, then `#case=...`. Only the case's fields travel.
 */
export function shareLinkAt(pageAddress: string, c: ShareCase): string {
  const url = new URL(pageAddress);
  return url.origin + url.pathname + encodeShareCase(c);
}

/**
 * The one line the reply to the merchant carries with a link on the public console address:
 * what to do with it, and that the secret stays with them.
 */
export const OWN_CHECK_LINE =
  'Open this link, type your own test secret: it stays in your browser, and you will see the same verdict and the bytes you signed.';
