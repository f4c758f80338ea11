import { createSHA256 } from 'hash-wasm';
import { bench, describe } from 'vitest';
import { DEMO_MERCHANT } from '../protocol/demo-merchant.ts';
import { createFieldLint, lintFields } from '../lint/index.ts';
import { createLiveSigner } from './live-sign.ts';
import { hashWasmSha256 } from './resumable-mac.ts';
import { signNow, stringToSignBytes } from './signing.ts';
import { revealInvisibles } from '../text/visible-text.ts';

/** A JSON body of about `bytes` bytes, as a user might type or paste. */
function bodyOf(bytes: number): string {
  const order: Record<string, unknown> = { merchant_order_no: 'ORD-7', goods_name: 'Café ☕' };
  // Each note adds its own length plus a comma: counted as it grows, not re-serialised each time.
  let length = JSON.stringify(order).length;
  for (let i = 0; length < bytes; i++) {
    order[`note_${i}`] = `line ${i}`;
    length += JSON.stringify({ [`note_${i}`]: `line ${i}` }).length - 1;
  }
  return JSON.stringify(order, null, 2);
}

const parts = (body: string) => ({
  merchantId: DEMO_MERCHANT.merchantId,
  timestamp: '1700000000',
  nonce: 'a1b2c3d4e5f6g7h8',
  body,
});

const wasm = hashWasmSha256(await createSHA256());

// What every keystroke in the Request view costs: sign, lay out the string to sign, lint.
describe('per keystroke', () => {
  const small = parts(bodyOf(2_000));
  const large = parts(bodyOf(1_000_000));

  // The live sign is computed synchronously, in the keystroke's own task.
  bench('sign, 2 KB body', () => {
    signNow(DEMO_MERCHANT.testSecret, small);
  });

  // The live signer hashes again from the edit: a key typed at the end of a megabyte costs
  // the last checkpoint's characters, a key typed at its start the whole body.
  const typedAt = (where: 'end' | 'start', onWasm = false) => {
    const sign = createLiveSigner(() => (onWasm ? wasm : null));
    let key = 0;
    return () => {
      const typed = String(key++ % 10);
      const body = where === 'end' ? large.body + typed : typed + large.body;
      sign(DEMO_MERCHANT.testSecret, { ...large, body });
    };
  };
  bench('live sign, a key typed at the end of a 1 MB body', typedAt('end'));
  bench('live sign, a key typed at the start of a 1 MB body', typedAt('start'));
  // The browser's back end once a body is long (src/ui/browser/fast-sha256.ts).
  bench(
    'live sign on the WebAssembly SHA-256, a key typed at the start of a 1 MB body',
    typedAt('start', true),
  );

  bench('string to sign and its markers, 2 KB body', () => {
    stringToSignBytes(small);
    revealInvisibles(small.body);
  });

  bench('lint, 2 KB body', () => {
    lintFields({ ...small, rawBody: small.body, nowMs: 1_700_000_000_000 });
  });

  // The live lint runs again every second for the clock; a megabyte body it has seen is not
  // parsed again (a whole-body lint on each tick delayed the keys typed in it).
  const ticking = createFieldLint();
  let tick = 1_700_000_000_000;
  bench('lint on a clock tick, 1 MB body unchanged', () => {
    tick += 1000;
    ticking({ ...large, rawBody: large.body, nowMs: tick });
  });
});
