import { useLayoutEffect, useState } from 'react';
import type { SignParts } from '../core/signing.ts';
import { sign } from '../core/signing.ts';

type Inputs = readonly [
  secret: string,
  merchantId: string,
  timestamp: string,
  nonce: string,
  body: string,
];

function sameInputs(a: Inputs, b: Inputs): boolean {
  // Strings compare by reference first, so an unchanged megabyte body costs nothing.
  return a.every((value, index) => value === b[index]);
}

/**
 * The live X-Sign for the given parts, recomputed as they change; the last sign stays on
 * screen while the next is computed (`current` false). Null when there is no secret.
 * The HMAC starts in a layout effect, in the same task as the change that rendered it, and an
 * older, slower result never overwrites a newer one.
 */
export function useSignature(
  secret: string,
  parts: Omit<SignParts, 'body'> & { body: string },
): { sign: string | null; current: boolean } {
  const { merchantId, timestamp, nonce, body } = parts;
  const [state, setState] = useState<{ inputs: Inputs; sign: string } | null>(null);

  useLayoutEffect(() => {
    if (secret === '') return;
    let live = true;
    const inputs: Inputs = [secret, merchantId, timestamp, nonce, body];
    sign(secret, { merchantId, timestamp, nonce, body }).then(
      (value) => live && setState({ inputs, sign: value }),
      // WebCrypto refuses nothing these inputs can hold; a failure leaves the last sign shown.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [secret, merchantId, timestamp, nonce, body]);

  if (secret === '') return { sign: null, current: true };
  const current =
    state !== null && sameInputs(state.inputs, [secret, merchantId, timestamp, nonce, body]);
  return { sign: state?.sign ?? null, current };
}
