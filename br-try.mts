import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { brunoCollection } from './src/core/snippets/clients/bruno-collection.ts';
import { startClientSandbox, EXPORT_BODIES, bin, runCli, SECRET } from './src/server/test-support/client-harness/client-sandbox.ts';
const sb = await startClientSandbox();
const root = '/tmp/br-try'; 
for (const f of brunoCollection({ baseUrl: 'http://example.invalid', merchantId: 'M100001', body: EXPORT_BODIES.pretty })) { mkdirSync(dirname(join(root, f.path)), {recursive:true}); writeFileSync(join(root, f.path), f.text); }
const r = await runCli(bin('bru'), ['run', '-r', '--env', 'sandbox', '--env-var', `api_secret=${process.argv[2] ?? SECRET}`, '--env-var', `base_url=${sb.url}`], { cwd: root });
console.log(r.code, r.stdout.slice(-3000), r.stderr.slice(-2000));
console.log(JSON.stringify((await sb.traffic()).map(r => [r.status, r.code, r.body])));
await sb.close();
