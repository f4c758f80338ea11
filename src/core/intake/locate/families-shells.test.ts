// Shell sessions as a terminal shows them (fixtures/shells, captured by
// scripts/intake-fixtures/shells.py: bash, zsh and fish in a pty, curl sending to a loopback
// server; each truth is what that server received, kept in shells.json), and the sessions, batch
// files, chats, mails and documents no tool here writes (fixtures/written, written by
// scripts/intake-fixtures/written.py to the format its written.json entry names). Every sign is
// checked here with node:crypto, never by the product.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseIntake } from '../detect.ts';
import { intakeOrThrow } from '../test-support.ts';
import type { SentRequest, SessionManifest } from '../fixtures/fixture-manifest.ts';

const dir = new URL('../fixtures/shells/', import.meta.url);
const writtenDir = new URL('../fixtures/written/', import.meta.url);

const manifest = JSON.parse(readFileSync(new URL('shells.json', dir), 'utf8')) as SessionManifest<{
  tool: string;
}>;

const written = JSON.parse(
  readFileSync(new URL('written.json', writtenDir), 'utf8'),
) as SessionManifest<{ family: string }>;

const hmac = (sent: SentRequest, secret = manifest.secret) =>
  createHmac('sha256', secret)
    .update(`${sent.merchantId}\n${sent.timestamp}\n${sent.nonce}\n${sent.body}`)
    .digest('hex');

const expectSent = (text: string, sent: SentRequest) => {
  const intake = intakeOrThrow(parseIntake(text));
  expect(intake.fields).toMatchObject({
    merchantId: sent.merchantId,
    timestamp: sent.timestamp,
    nonce: sent.nonce,
    receivedSign: sent.sign,
    rawBody: sent.body,
  });
  return intake;
};

describe('shell sessions captured in a pty, read as the server received them', () => {
  it.for(manifest.fixtures)('$file ($tool)', ({ file, sent }) => {
    expect(hmac(sent)).toBe(sent.sign);
    expectSent(readFileSync(new URL(file, dir), 'utf8'), sent);
  });
});

describe('pastes written to a documented format', () => {
  it.for(written.fixtures)('$family: $file', ({ file, sent }) => {
    expect(hmac(sent, written.secret)).toBe(sent.sign);
    expectSent(readFileSync(new URL(file, writtenDir), 'utf8'), sent);
  });
});

describe('what the page says about each reading', () => {
  const read = (dir: URL, file: string) =>
    intakeOrThrow(parseIntake(readFileSync(new URL(file, dir), 'utf8')));

  it('a session is read as one, by the rules of the shell its prompt names', () => {
    const shells = {
      'zsh-ansi-c-quoting.txt': 'bash or zsh',
      'fish-continuation-data-raw.txt': 'fish',
    } as const;
    for (const [file, shell] of Object.entries(shells)) {
      expect(read(dir, file)).toMatchObject({ format: 'shell-session', formatDetail: shell });
    }
    expect(read(writtenDir, 'powershell-curl-exe-quotes.txt').formatDetail).toBe('PowerShell');
    expect(read(writtenDir, 'cmd-more-prompt.txt').formatDetail).toBe('cmd');
    // The output and the next prompt are not words of the command.
    expect(read(dir, 'bash-root-prompt-d.txt').warnings.join(' ')).not.toMatch(/ignored/);
  });

  it('a body cat printed says nothing proves where it ends; a here-document is exact', () => {
    const cat = read(dir, 'zsh-omz-cat-then-curl-d.txt').warnings[0];
    expect(cat).toMatch(
      /content of body\.json printed above, which -d @body\.json sends; nothing proves/,
    );
    expect(read(dir, 'zsh-heredoc.txt').warnings[0]).toBe(
      'The body is the here-document, which --data-binary @standard input sends.',
    );
  });

  it("a batch file's expansion is said, and said not to be proven", () => {
    const intake = read(writtenDir, 'batch-set-variables.txt');
    expect(intake.format).toBe('curl-cmd');
    expect(intake.restored?.[0]).toMatch(/batch file.*%VARIABLES%.*nothing proves/);
  });

  it('the quoted part of a reply and the fenced block of an issue are taken out and said', () => {
    expect(read(writtenDir, 'outlook-original-message.txt').restored?.[0]).toMatch(
      /^Unwrapped: the "> " quoting of the part of an e-mail.*undone exactly/,
    );
    expect(read(writtenDir, 'github-issue-details.txt').restored?.[0]).toMatch(
      /^Unwrapped: the one fenced code block/,
    );
  });
});
