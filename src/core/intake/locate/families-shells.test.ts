// Shell sessions as a terminal shows them (fixtures/shells, captured by
// scripts/intake-fixtures/shells.py: bash, zsh and fish in a pty, curl sending to a loopback
// server). Each fixture's truth is what that server received, kept in shells.json; the sign is
// checked here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';

const dir = new URL('../fixtures/shells/', import.meta.url);

interface Sent {
  merchantId: string;
  timestamp: string;
  nonce: string;
  sign: string;
  body: string;
}
const manifest = JSON.parse(readFileSync(new URL('shells.json', dir), 'utf8')) as {
  secret: string;
  fixtures: Array<{ file: string; tool: string; how: string; sent: Sent }>;
};

const hmac = (sent: Sent) =>
  createHmac('sha256', manifest.secret)
    .update(`${sent.merchantId}\n${sent.timestamp}\n${sent.nonce}\n${sent.body}`)
    .digest('hex');

describe('shell sessions captured in a pty, read as the server received them', () => {
  it.for(manifest.fixtures)('$file ($tool)', ({ file, sent }) => {
    expect(hmac(sent)).toBe(sent.sign);
    const intake = intakeOrThrow(parseIntake(readFileSync(new URL(file, dir), 'utf8')));
    expect(intake.fields).toMatchObject({
      merchantId: sent.merchantId,
      timestamp: sent.timestamp,
      nonce: sent.nonce,
      receivedSign: sent.sign,
      rawBody: sent.body,
    });
  });
});
