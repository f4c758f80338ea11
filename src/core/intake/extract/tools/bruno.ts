/**
 * A Bruno `.bru` request: `meta { }`, a method block (`post { url: ... body: json }`),
 * `headers { Name: value }` and `body:json { ... }` indented by two spaces, which Bruno strips
 * when it sends (so the body signed is the block's text outdented, spec 5.2 rule 1).
 */
import { intakeFromHeaders, type HeaderList } from '../headers.ts';
import type { Intake } from '../../types.ts';
import { either, type Reader } from '../../locate/reader.ts';
import { BLANKS, trimStartRun } from '../../../text/trim-runs.ts';

const OPEN = /^([a-z][\w:-]*) \{[ \t]*\r?$/;
const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options'];

/** True when the paste has the block shape of a `.bru` file (`meta {`, `post {`, `headers {`). */
function looksLikeBruno(text: string): boolean {
  return /^(?:meta|headers|body:json|post|get) \{\r?$/m.test(text.slice(0, 65536));
}

const outdent = (block: string) =>
  block
    .split('\n')
    .map((line) => line.replace(/^ {2}/, ''))
    .join('\n');

/**
 * Reads a `.bru` request: the method block's `url`, the enabled `headers` (a `~` marks a
 * disabled one) and the `body:json` or `body:text` block (spec 5.1 headers, 5.2 body).
 */
function readBruno(text: string): Intake | undefined {
  // One pass over the lines: a block runs from `name {` to a line holding `}` alone.
  const blocks = new Map<string, string>();
  let open: { name: string; lines: string[] } | undefined;
  for (const line of text.split('\n')) {
    if (open) {
      if (/^\}[ \t]*\r?$/.test(line)) {
        if (!blocks.has(open.name)) blocks.set(open.name, open.lines.join('\n').replace(/\r$/, ''));
        open = undefined;
      } else open.lines.push(line);
      continue;
    }
    const start = OPEN.exec(line);
    if (start) open = { name: start[1] as string, lines: [] };
  }
  const method = METHODS.find((name) => blocks.has(name));
  if (!method && !blocks.has('headers')) return undefined;
  const headers: HeaderList = [];
  for (const line of (blocks.get('headers') ?? '').split('\n')) {
    // The value's leading blanks are trimmed by hand: `[ \t]*(.*?)` backtracks over a long run.
    const pair = /^\s*([^~\s:][^:]*):(.*?)\r?$/.exec(line);
    if (pair) headers.push([(pair[1] as string).trim(), trimStartRun(pair[2] as string, BLANKS)]);
  }
  const bodyBlock = blocks.get('body:json') ?? blocks.get('body:text');
  const warnings: string[] = [];
  if (bodyBlock === undefined) warnings.push('The .bru file has no body:json block.');
  const intake = intakeFromHeaders('bruno', 'request', headers, outdent(bodyBlock ?? ''), warnings);
  if (method) {
    intake.method = method.toUpperCase();
    const url = (blocks.get(method) ?? '')
      .split('\n')
      .map((line) => /^\s*url:(.*?)\r?$/.exec(line))
      .find((match) => match !== null);
    if (url) intake.url = (url[1] as string).trimStart();
  }
  if ([...blocks.keys()].some((name) => name.startsWith('script:'))) {
    intake.warnings.push(
      "This Bruno request runs a script before it is sent (it may compute X-Sign and the values it signs at run time); paste the request from Bruno's timeline to verify a sent request.",
    );
  }
  return intake;
}

export const brunoReader: Reader<'bruno'> = {
  id: 'bruno',
  label: 'Bruno .bru request',
  detect: (ctx) => !ctx.json.ok && looksLikeBruno(ctx.text),
  read: (ctx) => either(readBruno(ctx.text)),
  framed: false,
  asks: 'a Bruno .bru request',
  whyNot: () => 'Bruno: no "post {" block with headers',
};
