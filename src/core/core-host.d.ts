/**
 * The host APIs core may use, and nothing else: tsconfig.core.json checks core against ES2023 plus
 * this file, so `window`, `document`, `fetch`, timers, `Buffer` and `process` do not type-check in
 * core. WebCrypto and TextEncoder/TextDecoder are what docs/architecture.md allows; atob/btoa and the WHATWG
 * URL parser exist in every browser and in Node 16+. The shapes follow lib.dom.d.ts, narrowed to what core calls; the
 * browser and Node configs check the same code against the real DOM and Node declarations.
 */

type BufferSource = ArrayBufferView<ArrayBuffer> | ArrayBuffer;

interface CryptoKey {
  readonly algorithm: { name: string };
  readonly extractable: boolean;
  readonly type: string;
  readonly usages: string[];
}

interface HmacImportParams {
  name: 'HMAC';
  hash: string | { name: string };
}

interface SubtleCrypto {
  digest(algorithm: string | { name: string }, data: BufferSource): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: BufferSource,
    algorithm: HmacImportParams,
    extractable: boolean,
    keyUsages: readonly ('sign' | 'verify')[],
  ): Promise<CryptoKey>;
  sign(
    algorithm: 'HMAC' | { name: 'HMAC' },
    key: CryptoKey,
    data: BufferSource,
  ): Promise<ArrayBuffer>;
}

interface Crypto {
  readonly subtle: SubtleCrypto;
  getRandomValues<T extends ArrayBufferView | null>(array: T): T;
}

// eslint-disable-next-line no-var -- only a `var` is a property of `globalThis` (`globalThis.crypto`).
declare var crypto: Crypto;

declare class TextEncoder {
  readonly encoding: string;
  encode(input?: string): Uint8Array<ArrayBuffer>;
  encodeInto(source: string, destination: Uint8Array): { read: number; written: number };
}

declare class TextDecoder {
  constructor(label?: string, options?: { fatal?: boolean; ignoreBOM?: boolean });
  readonly encoding: string;
  decode(input?: ArrayBufferLike | ArrayBufferView, options?: { stream?: boolean }): string;
}

declare function atob(data: string): string;
declare function btoa(data: string): string;

declare class URL {
  constructor(url: string, base?: string | URL);
  readonly hash: string;
  readonly host: string;
  readonly href: string;
  readonly origin: string;
  readonly pathname: string;
  readonly protocol: string;
  readonly username: string;
  readonly password: string;
  readonly search: string;
}
