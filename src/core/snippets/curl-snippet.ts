/**
 * A curl command that sends a signed request exactly (spec 5.4 step 4): `--data-raw` sends the
 * argument's bytes unchanged, line breaks included, and never reads a body starting with `@` as a
 * file name, as `--data-binary` and `-d` do (a body `@/path` would upload that file). A URL or
 * header value the export guard refuses is never written: a CR LF in a value would become a
 * header of its own in the command.
 */
import { refuseUnwritable } from './export-guard.ts';

/** Quotes one argument for a POSIX shell: single quotes, with embedded quotes spelled '\''. */
export function shellQuote(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The curl command for a POST with these headers and this exact body. */
export function curlCommand(request: {
  url: string;
  headers: Record<string, string>;
  body: string;
}): string {
  refuseUnwritable({ url: request.url, merchantId: '', headers: request.headers });
  const lines = [`curl -sS -X POST ${shellQuote(request.url)}`];
  for (const [name, value] of Object.entries(request.headers)) {
    lines.push(`  -H ${shellQuote(`${name}: ${value}`)}`);
  }
  lines.push(`  --data-raw ${shellQuote(request.body)}`);
  return lines.join(' \\\n');
}
