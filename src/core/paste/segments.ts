/**
 * Where each signed message of a paste starts (docs/verify-intake.md, "Messages"): a ticket may
 * hold a request and the service's answer (spec 5.3), a webhook and the receiver's own log of it
 * (spec 6), several requests. Found by evidence only: a request line, a status line (also in the
 * middle of a line, where a capture runs the request's body straight into `HTTP/1.1 401`), a
 * client log's request or response marker, a curl command, or a second set of the spec 5.1
 * signed headers. Blank lines are never needed between them.
 */

/** A piece of the paste that may hold one message: `start` and `end` are offsets into it. */
export interface Segment {
  start: number;
  end: number;
  /** What started it: the evidence that a new message begins here. */
  by: 'start' | 'request-line' | 'status-line' | 'command' | 'signed-headers';
  /** The HTTP status its status line gives, when it starts with one. */
  status?: number;
}

/** What a line may start with besides its content: quoting, curl -v's markers, list bullets. */
const PREFIX = /^[>< \t|*-]*/;
const METHOD = String.raw`(?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)`;
/** A request line (RFC 9112 3): method, target, version; or a log's `>>> POST <url>`. */
const REQUEST_LINE = new RegExp(String.raw`^${METHOD} \S+ HTTP/\d(?:\.\d)?\s*$`);
const LOGGED_REQUEST = new RegExp(
  String.raw`(?:>>>|-->|\b[Rr]equest:)\s*${METHOD} (?:https?://|/)\S*`,
);
/** A status line (RFC 9112 4), anywhere in a line: a capture may print it right after a body. */
const STATUS_LINE = /HTTP\/\d(?:\.\d)? ([1-5]\d\d)\b/;
const LOGGED_RESPONSE =
  /(?:<<<|<--|\b[Rr]esponse:)\s*(?:HTTP\/\d(?:\.\d)? |Status:? )?([1-5]\d\d)\b/;
const COMMAND = /^(?:\$\s*|PS>\s*)?curl(?:\.exe)?\s/;
/** A spec 5.1 signed header written as a header line (`X-Sign: …`, `x_sign = …`). */
const SIGNED_HEADER = /^["']?x[-_]?(merchant[-_]?id|timestamp|nonce|sign)["']?\s*[:=]/i;

/** The same, anywhere in a line: a log writes a request's signed headers on one line. */
const SIGNED_IN_LINE = /\bx[-_]?(merchant[-_]?id|timestamp|nonce|sign)["']?\s{0,3}[:=]/gi;

const nameOf = (match: RegExpExecArray) => match[1]!.toLowerCase().replace(/[-_]/g, '');

/** Whether a line holds the whole signed set (spec 5.1's four headers): a log's one-line message. */
function holdsSignedSet(content: string): boolean {
  const names = new Set<string>();
  for (const match of content.matchAll(SIGNED_IN_LINE)) names.add(nameOf(match));
  return names.size === 4;
}

/**
 * The paste's message pieces, in order. One piece (the whole paste) when nothing shows a second
 * message; the caller reads each piece and keeps those that hold a signed message.
 */
export function segmentsOf(text: string): Segment[] {
  const cuts: Array<{ at: number; by: Segment['by']; status?: number }> = [];
  /** The current piece: its kind of start, and the signed header names it has as header lines. */
  let current: { by: Segment['by']; requestLine: boolean; status: boolean } = {
    by: 'start',
    requestLine: false,
    status: false,
  };
  let names = new Set<string>();
  const cut = (at: number, by: Segment['by'], status?: number) => {
    if (cuts.at(-1)?.at === at) cuts.pop();
    cuts.push({ at, by, ...(status ? { status } : {}) });
    current = { by, requestLine: by === 'request-line', status: by === 'status-line' };
    names = new Set();
  };
  let offset = 0;
  for (const line of text.split('\n')) {
    const start = offset;
    offset += line.length + 1;
    const prefix = PREFIX.exec(line)![0].length;
    const content = line.slice(prefix).replace(/\r$/, '');
    if (COMMAND.test(content)) {
      cut(start, 'command');
      continue;
    }
    if (REQUEST_LINE.test(content) || LOGGED_REQUEST.test(content)) {
      // curl -v prints the request it sends after its command: one message, not two.
      const sameTranscript = current.by === 'command' && !current.requestLine && !current.status;
      if (sameTranscript) current.requestLine = true;
      else cut(start, 'request-line');
      continue;
    }
    const status = STATUS_LINE.exec(content) ?? LOGGED_RESPONSE.exec(content);
    if (status) {
      // At the line's start when the status line is the line (its quoting stays with it).
      const at = status.index === 0 ? start : start + prefix + status.index;
      cut(at, 'status-line', Number(status[1]));
      continue;
    }
    // A log line holding a whole signed set is a message of its own, whatever came before it:
    // a retry loop's tries, one call per line.
    if (holdsSignedSet(content)) {
      if (start > 0) cut(start, 'signed-headers');
      names = new Set(['merchantid', 'timestamp', 'nonce', 'sign']);
      continue;
    }
    const header = SIGNED_HEADER.exec(content);
    if (!header) continue;
    const name = nameOf(header);
    // The same signed header again, as a header line of its own: a second message's headers.
    if (names.has(name)) cut(start, 'signed-headers');
    names.add(name);
  }
  // The first piece starts the paste, with the evidence of a cut at its very start, if any.
  const starts = cuts[0]?.at === 0 ? cuts : [{ at: 0, by: 'start' as const }, ...cuts];
  return starts.map(({ at, by, status }, i) => ({
    start: at,
    end: starts[i + 1]?.at ?? text.length,
    by,
    ...(status ? { status } : {}),
  }));
}
