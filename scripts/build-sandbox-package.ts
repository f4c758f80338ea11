/**
 * `npm run build:sandbox-package` (and the package's `prepack`, so `npm pack ./packages/sandbox`
 * always packs a fresh build): builds `packages/sandbox` (the `signing-console-sandbox`
 * package, docs/sandbox.md "The sandbox as a package") from the one sandbox in src/server/sandbox,
 * never a copy: Vite's build bundles the programmatic start, the command and the mistake search's
 * worker with every dependency inside, so the package installs with no registry and carries no
 * browser code; TypeScript writes the start's declaration file.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';
import { WORKER_BUILD_NAME } from '../src/server/sandbox/traffic/diagnosis-thread.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SANDBOX_PACKAGE_DIR = join(ROOT, 'packages/sandbox');
const OUT = join(SANDBOX_PACKAGE_DIR, 'dist');
const SANDBOX = join(ROOT, 'src/server/sandbox');
const START = join(SANDBOX, 'start-sandbox.ts');

/** The package's files: its import, its command (the bin) and the worker the search runs in. */
const ENTRIES = {
  index: START,
  cli: join(SANDBOX, 'standalone.ts'),
  [WORKER_BUILD_NAME]: join(SANDBOX, 'traffic/diagnosis-worker.ts'),
};

async function bundle(): Promise<void> {
  await build({
    configFile: false,
    root: ROOT,
    publicDir: false,
    logLevel: 'warn',
    build: {
      ssr: true,
      outDir: OUT,
      emptyOutDir: true,
      target: 'node20',
      minify: false,
      rolldownOptions: {
        input: ENTRIES,
        output: {
          format: 'es',
          entryFileNames: '[name].js',
          // Beside the entries: the search's thread finds its worker's file next to its own.
          chunkFileNames: '[name]-[hash].js',
          // The command runs as a program: npm links the bin and the shell reads this line.
          banner: (chunk) => (chunk.name === 'cli' ? '#!/usr/bin/env node' : ''),
        },
      },
    },
    // Every dependency inside the bundle: the package depends on nothing but Node.
    ssr: { noExternal: true, target: 'node' },
  });
}

/** The start's `.d.ts`, alone: its public types import nothing (start-sandbox.ts says so). */
function declarations(): void {
  const written = new Map<string, string>();
  const program = ts.createProgram([START], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    strict: true,
    skipLibCheck: true,
    types: ['node'],
    declaration: true,
    emitDeclarationOnly: true,
    noEmit: false,
  });
  program.emit(
    program.getSourceFile(START),
    (name, text) => written.set(name, text),
    undefined,
    true,
  );
  const text = [...written.values()][0];
  if (text === undefined) throw new Error('TypeScript wrote no declaration for start-sandbox.ts.');
  if (/^\s*import\b/m.test(text)) {
    throw new Error(
      'start-sandbox.ts declares a type that imports another module; keep its types self-contained.',
    );
  }
  writeFileSync(join(OUT, 'index.d.ts'), text);
}

async function buildSandboxPackage(): Promise<void> {
  rmSync(OUT, { recursive: true, force: true });
  await bundle();
  declarations();
  const manifest = JSON.parse(readFileSync(join(SANDBOX_PACKAGE_DIR, 'package.json'), 'utf8')) as {
    bin: Record<string, string>;
  };
  for (const bin of Object.values(manifest.bin)) {
    if (!existsSync(join(SANDBOX_PACKAGE_DIR, bin)))
      throw new Error(`The bin ${bin} was not built.`);
  }
}

await buildSandboxPackage();
console.log(`Built ${OUT}`);
