// hash-wasm's WebAssembly SHA-256 in a chunk of its own name, loaded only for a long body.
export { createSHA256 } from 'hash-wasm';
