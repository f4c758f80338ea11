import { hashWasmSha256, type ResumableSha256 } from '../../core/signing/resumable-mac.ts';

let ready: ResumableSha256 | null = null;
let requested = false;

/** hash-wasm's SHA-256 once it is loaded, null before: the live signer's faster back end. */
export const fastSha256 = (): ResumableSha256 | null => ready;

/**
 * Loads the faster SHA-256, once, the first time a long body (core/text/long-body.ts) is signed:
 * there a keystroke rehashes enough of it (up to its whole length, from the edit on) for a
 * WebAssembly SHA-256 to be worth its download, keeping the live sign (spec 5.2) within the
 * keystroke's frame, which the keystroke figure of docs/performance.md holds to its budget. Until
 * it is ready, or if it never is (a policy without 'wasm-unsafe-eval'), the live signer computes
 * the same MAC with noble's HMAC, so nothing waits for it and nothing is lost without it.
 */
export function loadFastSha256(): void {
  if (requested) return;
  requested = true;
  import('./wasm-sha256.ts')
    .then(({ createSHA256 }) => createSHA256())
    .then(
      (hasher) => {
        ready = hashWasmSha256(hasher);
      },
      (error: unknown) => {
        console.warn(
          `The WebAssembly SHA-256 did not load; the live sign stays on noble's: ${String(error)}`,
        );
      },
    );
}
