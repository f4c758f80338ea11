/**
 * What the page and the in-page sandbox's worker say to each other (docs/hosting.md): a request
 * as its method, path under the sandbox (with its query), headers and exact body bytes, and the
 * answer as its status, headers and exact body bytes, so signing and verifying see the bytes a
 * server would have sent (spec 5.2, 5.3).
 */

/** A request for the in-page sandbox; `id` pairs it with its answer. */
export interface InPageRequest {
  id: number;
  method: string;
  /** The path from the sandbox's root, with its query: `/api/v1/payments/query`, `/_sandbox/...`. */
  path: string;
  headers: [string, string][];
  body: ArrayBuffer | null;
}

/** The in-page sandbox's answer, or the error that stopped it (a network error to the page). */
export type InPageAnswer =
  | {
      id: number;
      status: number;
      statusText: string;
      headers: [string, string][];
      body: ArrayBuffer;
    }
  | { id: number; error: string };
