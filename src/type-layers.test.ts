// Proves the TypeScript split of the layers (tsconfig.*.json): core is checked against neither the
// DOM nor Node, only ES2023 and src/core/core-host.d.ts, while the browser config sees the DOM and
// not Node. Each probe is compiled in memory with the real config, as `npm run typecheck` would.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

const parsed = new Map<string, ts.SourceFile | undefined>();

/** The messages TypeScript gives for `code` placed at `path` under the config `configFile`. */
function typeErrors(configFile: string, path: string, code: string): string[] {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, configFile), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: (diagnostic) => {
      throw new Error(ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
    },
  });
  if (!config) throw new Error(`cannot read ${configFile}`);
  const options = { ...config.options, incremental: false, tsBuildInfoFile: undefined };
  const probe = join(root, path);
  const host = ts.createCompilerHost(options);
  const { getSourceFile, fileExists } = host;
  host.fileExists = (file) => file === probe || fileExists(file);
  host.getSourceFile = (file, language, ...rest) => {
    if (file === probe) return ts.createSourceFile(file, code, language);
    // Library files are parsed once for all probes: the DOM's alone takes a second.
    const key = `${file}\0${JSON.stringify(language)}`;
    if (!parsed.has(key)) parsed.set(key, getSourceFile(file, language, ...rest));
    return parsed.get(key);
  };
  // The probe, plus the config's own ambient declarations (core-host.d.ts for core).
  const rootNames = [probe, ...config.fileNames.filter((file) => file.endsWith('.d.ts'))];
  const program = ts.createProgram({ rootNames, options, host });
  const source = program.getSourceFile(probe);
  return [
    ...program.getSyntacticDiagnostics(source),
    ...program.getSemanticDiagnostics(source),
  ].map((diagnostic) => ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n'));
}

const HOST_GLOBALS = ['window', 'document', 'localStorage', 'navigator', 'Buffer', 'process'];
const uses = (names: string[]) => `export const probe = [${names.join(', ')}];\n`;
const missing = (name: string) => expect.stringContaining(`Cannot find name '${name}'`);

/** Everything core may use of its host: WebCrypto, TextEncoder/TextDecoder, atob/btoa, URL. */
const CORE_HOST = `export async function probe(): Promise<string> {
  const bytes = new TextEncoder().encode('a');
  const key = await globalThis.crypto.subtle.importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = await globalThis.crypto.subtle.sign('HMAC', key, bytes);
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes);
  globalThis.crypto.getRandomValues(new Uint8Array(4));
  return new TextDecoder('utf-8', { fatal: true }).decode(new Uint8Array(mac)) + digest.byteLength + atob(btoa('x')) + new URL('/q', 'https://x.test').href;
}
`;

describe('TypeScript layers', { timeout: 30_000 }, () => {
  it('core sees neither DOM nor Node globals', () => {
    const errors = typeErrors('tsconfig.core.json', 'src/core/probe.ts', uses(HOST_GLOBALS));
    for (const name of HOST_GLOBALS) expect(errors).toContainEqual(missing(name));
  });

  it('core cannot reach them through globalThis or name DOM types', () => {
    const code = `export const probe = globalThis.window;\nexport type Probe = HTMLElement | Blob;\n`;
    expect(typeErrors('tsconfig.core.json', 'src/core/probe.ts', code)).toEqual([
      expect.stringContaining("'typeof globalThis' has no index signature"),
      missing('HTMLElement'),
      missing('Blob'),
    ]);
  });

  it('core sees no timers', () => {
    const errors = typeErrors('tsconfig.core.json', 'src/core/probe.ts', uses(['setTimeout']));
    expect(errors).toEqual([missing('setTimeout')]);
  });

  it('core sees WebCrypto, TextEncoder/TextDecoder, atob/btoa and URL', () => {
    expect(typeErrors('tsconfig.core.json', 'src/core/probe.ts', CORE_HOST)).toEqual([]);
  });

  it('the browser layers see the DOM but not Node', () => {
    const errors = typeErrors('tsconfig.browser.json', 'src/ui/probe.ts', uses(HOST_GLOBALS));
    expect(errors).toEqual([missing('Buffer'), missing('process')]);
  });
});
