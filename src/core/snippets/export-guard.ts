/**
 * What every writer of the request (Copy as curl, the programs and receivers, the Postman, Bruno
 * and .http exports) checks before it writes anything: the URL by the one base-URL rule, and
 * every header value by the one header-value rule. A file leaves the page and runs elsewhere, so
 * a writer refuses with the rule's message rather than write an address that sends the secret
 * away or a value that splits into another header (spec 4, spec 5.1).
 */
import { checkBaseUrl } from '../protocol/base-url.ts';
import { headerValuesProblem } from '../protocol/header-value.ts';

/** What a writer is about to put in its file. */
export interface WrittenRequest {
  /** The absolute base URL or query URL the file will send to. */
  url?: string;
  merchantId: string;
  /** Any other header values the file spells out, by header name. */
  headers?: Record<string, string>;
}

/** Why the request cannot be written, or null when it can. */
export function writeProblem(request: WrittenRequest): string | null {
  if (request.url !== undefined) {
    const checked = checkBaseUrl(request.url.trim());
    if (!checked.ok) return checked.error;
    if (checked.url.startsWith('/')) {
      return 'The base URL is a path: a file that runs elsewhere needs an absolute URL.';
    }
  }
  return headerValuesProblem({ 'Merchant ID': request.merchantId, ...request.headers });
}

/** Thrown by a writer asked to write what `writeProblem` refuses; its message is the reason. */
export class WriteRefused extends Error {
  override name = 'WriteRefused';
}

/** Throws `WriteRefused` with the reason when the request cannot be written. */
export function refuseUnwritable(request: WrittenRequest): void {
  const problem = writeProblem(request);
  if (problem) throw new WriteRefused(problem);
}
