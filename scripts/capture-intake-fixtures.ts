/**
 * Captures what real programs, servers and tools on this machine write for one signed query, so
 * the intake's readers are tested against real output, not a guess; where a tool cannot run
 * here, the fixture is built from its own source and says so. Each fixture's manifest entry
 * names the tool and version and whether it was captured or built. Run:
 * `npx tsx scripts/capture-intake-fixtures.ts` (needs python3-requests, golang-go, php-cli, wget,
 * httpie, curl, nginx-light, mitmproxy, tshark, libspring-web-java and a JDK; run as root for
 * the loopback capture). Writes src/core/intake/fixtures/programs/ and its programs.json.
 */
import { rmSync, writeFileSync } from 'node:fs';
import {
  BODY,
  MERCHANT,
  NONCE,
  OUT,
  RESPONSE_BODY,
  RESPONSE_NONCE,
  RESPONSE_TIMESTAMP,
  TIMESTAMP,
  manifest,
  tmp,
} from './intake-fixtures/common.ts';
import { capturePrograms } from './intake-fixtures/programs.ts';
import { captureProxies } from './intake-fixtures/proxies.ts';
import { captureTools } from './intake-fixtures/tools.ts';
import { buildFromSource } from './intake-fixtures/built.ts';

// All at once: the manifest is written whole, so a partial run cannot drop entries.
await capturePrograms();
await captureProxies();
await captureTools();
buildFromSource();

writeFileSync(
  new URL('programs.json', OUT),
  `${JSON.stringify(
    {
      fields: { merchantId: MERCHANT, timestamp: TIMESTAMP, nonce: NONCE, rawBody: BODY },
      response: {
        merchantId: MERCHANT,
        timestamp: RESPONSE_TIMESTAMP,
        nonce: RESPONSE_NONCE,
        rawBody: RESPONSE_BODY,
      },
      fixtures: manifest,
    },
    null,
    2,
  )}\n`,
);
rmSync(tmp, { recursive: true, force: true });
