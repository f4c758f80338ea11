// Proves the floors inside a layer bite (docs/architecture.md "Rules of the house"): core's text, protocol and
// signing, the server's plumbing, sandbox and console server, and the state rules of the browser
// (no getState() during render, no cast of network JSON). Each probe breaks one rule.
import { beforeAll, describe, expect, it } from 'vitest';
import { ruleIds, use, ZONE, type Probe } from './test-support.ts';

const SYNTAX = 'no-restricted-syntax';

const probes: Probe[] = [
  {
    name: 'core/text imports signing above it',
    path: 'src/core/text/probe.ts',
    bad: `import { sign } from '../signing/signing.ts';\n${use('sign')}`,
    rule: ZONE,
  },
  {
    name: 'core/signing imports the diagnosis above it',
    path: 'src/core/signing/probe.ts',
    bad: `import { diagnose } from '../diagnosis/index.ts';\n${use('diagnose')}`,
    rule: ZONE,
  },
  {
    name: 'HTTP plumbing imports the sandbox above it',
    path: 'src/server/http/probe.ts',
    bad: `import { createSandbox } from '../sandbox/app.ts';\n${use('createSandbox')}`,
    rule: ZONE,
  },
  {
    name: 'the sandbox imports the console server that mounts it',
    path: 'src/server/sandbox/probe.ts',
    bad: `import { startConsoleServer } from '../console/serve-console.ts';\n${use('startConsoleServer')}`,
    rule: ZONE,
  },
  {
    name: 'server code imports test support',
    path: 'src/server/console/probe.ts',
    bad: `import { nodeSign } from '../test-support/sandbox-client.ts';\n${use('nodeSign')}`,
    rule: ZONE,
  },
  {
    name: "a component reads a store's getState() during render",
    path: 'src/features/request/components/probe.tsx',
    bad: `import { useRequestStore } from '../request-store.ts';\n\nexport function Probe() {\n  const { stampNow } = useRequestStore.getState();\n  return stampNow;\n}\n`,
    rule: SYNTAX,
  },
  {
    name: 'a component reads a getState() field during render',
    path: 'src/features/request/components/probe.tsx',
    bad: `import { useRequestStore } from '../request-store.ts';\n\nexport function Probe() {\n  const nonce = useRequestStore.getState().nonce;\n  return nonce;\n}\n`,
    rule: SYNTAX,
  },
  {
    name: 'browser code casts network JSON to a type',
    path: 'src/features/learn/api/probe.ts',
    bad: `export const probe = async () => (await (await fetch('/x')).json()) as { ok: true };\n`,
    rule: SYNTAX,
  },
];

describe('lint floors', { timeout: 60_000 }, () => {
  beforeAll(async () => {
    await ruleIds('src/core/text/probe.ts', use('1'));
  }, 60_000);

  it.each(probes)('rejects: $name', async ({ path, bad, rule }) => {
    expect(await ruleIds(path, bad)).toContain(rule);
  });
});
