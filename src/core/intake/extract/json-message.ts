/**
 * Any JSON that holds a message: a headers object (or list) beside a body, wherever it sits in
 * the tree. This reads the JSON logs of Kibana, Datadog and CloudWatch, a Postman collection or
 * item, and whatever a team's own logger writes, by shape rather than by product (spec 5.1
 * headers, 5.2 raw body; a `response` branch is read as a response, spec 5.3).
 */
import type { SignedKind } from '../../protocol/case-kinds.ts';
import { intakeFromHeaders, type HeaderList } from './headers.ts';
import type { Intake } from '../types.ts';
import { jsonWhyNot, tryJson, type ReadContext, type Reader } from '../locate/reader.ts';

type JsonObject = Record<string, unknown>;
const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEADERS_KEY = /^(?:(?:request|req|response|res|http)[_.-]?)?headers?$/i;
// `data` is axios's config.data and Sentry's request.data (the SDK's Request Interface).
const BODY_KEY =
  /^(?:(?:request|req|response|res|raw)[_.-]?)?(?:body|payload|post_?data|content|data)$/i;
const SIGNED = /^x-(?:merchantid|merchant-id|timestamp|nonce|sign)$/i;
const SIGNED_NAME = /x[-_]?(?:merchant[-_]?id|sign)\b/i;

/**
 * Header pairs from an object (`{name: value}` or `{name: [value]}`), a `[{name|key, value}]`
 * list, or a list of `[name, value]` pairs (Sentry's Request Interface).
 */
function readHeaders(value: unknown): HeaderList | undefined {
  const out: HeaderList = [];
  if (Array.isArray(value)) {
    for (const item of value.slice(0, 500)) {
      if (Array.isArray(item) && item.length === 2 && typeof item[0] === 'string') {
        out.push([item[0], text(item[1])]);
        continue;
      }
      if (!isObject(item)) continue;
      const name = item.name ?? item.key;
      if (typeof name === 'string' && !switchedOff(item)) out.push([name, text(item.value)]);
    }
  } else if (isObject(value)) {
    for (const [name, item] of Object.entries(value).slice(0, 500)) {
      out.push([name, Array.isArray(item) ? item.map(text).join(', ') : text(item)]);
    }
  } else return undefined;
  return out.length > 0 ? out : undefined;
}

/**
 * A header row the tool keeps but does not send: Postman's and Insomnia's `disabled: true`,
 * Hoppscotch's `active: false` (HoppRESTHeader), Thunder Client's `isDisabled: true`.
 */
const switchedOff = (item: JsonObject) =>
  item.disabled === true || item.active === false || item.isDisabled === true;

const text = (value: unknown) =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/**
 * A body as logged: a string, Postman's `{mode: 'raw', raw}`, HAR's `{text}`, ECS's `{content}`,
 * Hoppscotch's `{contentType, body}`, or parsed.
 */
interface Body {
  body: string;
  /** The logger was given the parsed value and wrote its own JSON of it, not the bytes sent. */
  parsed?: true;
}

/** Postman's `{mode}`, HAR's `{mimeType}` and Hoppscotch's `{contentType}` wrap a body. */
const isWrapper = (value: JsonObject) =>
  'mode' in value || 'mimeType' in value || 'contentType' in value;

/**
 * A body as the log holds it. One the logger was given parsed (pino's and bunyan's `req.body`, a
 * Datadog or Splunk event's parsed body) is not the bytes sent: it is written out as
 * `JSON.stringify` writes it and marked as the logger's.
 */
function readBody(value: unknown): Body | undefined {
  if (typeof value === 'string') return { body: value };
  if (isObject(value)) {
    if (typeof value.raw === 'string') return { body: value.raw };
    if (typeof value.text === 'string') return { body: value.text };
    // Elastic Common Schema: http.request.body.content.
    if (typeof value.content === 'string') return { body: value.content };
    // Hoppscotch's HoppRESTReqBody: `{contentType, body}`, the body a string as typed.
    if ('contentType' in value && typeof value.body === 'string') return { body: value.body };
  }
  if ((isObject(value) && !isWrapper(value)) || Array.isArray(value)) {
    return { body: JSON.stringify(value), parsed: true };
  }
  return undefined;
}

/** What was found at one node of the tree. */
interface Found {
  headers: HeaderList;
  body?: Body;
  kind: SignedKind;
  node: JsonObject;
  signed: number;
}

const bodyAt = (node: JsonObject): Body | undefined => {
  for (const [key, value] of Object.entries(node)) {
    const body = BODY_KEY.test(key) ? readBody(value) : undefined;
    if (body) return body;
  }
  return undefined;
};

/**
 * The headers at one node and the body beside them, or beside the object that holds them (a
 * logger's `req` serializer writes `req.headers`; the body is logged next to `req`).
 */
function atNode(node: JsonObject, kind: SignedKind, parent?: JsonObject): Found | undefined {
  let headers: HeaderList | undefined;
  for (const [key, value] of Object.entries(node)) {
    if (!headers && HEADERS_KEY.test(key)) headers = readHeaders(value);
  }
  if (!headers) return undefined;
  const body = bodyAt(node) ?? (parent ? bodyAt(parent) : undefined);
  const signed = headers.filter(([name]) => SIGNED.test(name)).length;
  return { headers, kind, node, signed, ...(body !== undefined ? { body } : {}) };
}

/** Walks the tree breadth first (bounded), keeping the node with the most spec 5.1 headers. */
function search(root: unknown): Found | undefined {
  let best: Found | undefined;
  const queue: Array<[unknown, SignedKind, JsonObject?]> = [[root, 'request']];
  for (let seen = 0; queue.length > 0 && seen < 5000; seen += 1) {
    const [value, kind, parent] = queue.shift() as [unknown, SignedKind, JsonObject?];
    if (Array.isArray(value)) {
      for (const item of value.slice(0, 200)) queue.push([item, kind]);
      continue;
    }
    if (!isObject(value)) continue;
    const found = atNode(value, kind, parent);
    if (found && (!best || found.signed > best.signed)) best = found;
    for (const [key, child] of Object.entries(value)) {
      const side = /^(?:response|res)$/i.test(key) ? 'response' : kind;
      if (typeof child === 'object' && child !== null) queue.push([child, side, value]);
      else if (typeof child === 'string') {
        const inner = loggedJson(child);
        if (inner !== undefined) queue.push([inner, side, value]);
      }
    }
  }
  return best;
}

/**
 * A string that holds a JSON log line with a signed header's name (a search export's `_raw`,
 * Loki's `line`, CloudWatch's `message`): parsed, so the message inside is read at any depth.
 * JSON string escapes decode exactly, so the body read there is the one logged.
 */
function loggedJson(value: string): unknown {
  if (!/^\s*\{/.test(value) || value.length > 1 << 22 || !SIGNED_NAME.test(value)) return undefined;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return undefined;
  }
}

/** True when a Postman collection or item: `request.header` lists, `info.schema` or `body.mode`. */
function isPostman(root: unknown, node: JsonObject): boolean {
  if (isObject(root) && isObject(root.info) && /getpostman/.test(text(root.info.schema)))
    return true;
  return Array.isArray(node.header) && (isObject(node.body) ? 'mode' in node.body : 'url' in node);
}

/** True when a Postman pre-request script runs anywhere in the collection (it signs at run time). */
const hasPrerequest = (json: string) => /"listen"\s*:\s*"prerequest"/.test(json);

/** What the page says of a body the log holds as a parsed object (the logger's, not the sender's). */
export const LOGGER_REWROTE =
  "The log holds the body as the logger re-wrote it, not the bytes sent: it is a parsed JSON object, shown here as JSON.stringify writes it, so its spacing, key order and escapes may differ from what was signed. Ask for the raw body exactly as sent (the string the program signed) to check the sign; a mismatch in how the body is written is not the sender's doing.";

/**
 * Reads the message inside any JSON value: the node with the most spec 5.1 headers among those
 * with a headers object or list, and the body beside it. Undefined when no node has headers.
 * `json` is the source text, used to spot a Postman pre-request script.
 */
export function readJsonMessage(root: unknown, json: string): Intake | undefined {
  const found = search(root);
  if (!found) return undefined;
  const postman = isPostman(root, found.node);
  const format = postman ? 'postman' : 'json-message';
  const warnings: string[] = [];
  if (found.body === undefined) warnings.push('No body was found beside the headers.');
  if (found.body?.parsed) warnings.push(LOGGER_REWROTE);
  const body = found.body?.body ?? '';
  const intake = intakeFromHeaders(format, found.kind, found.headers, body, warnings);
  if (found.body?.parsed) intake.bodyRewrittenBy = 'logger';
  const method = found.node.method;
  if (typeof method === 'string') intake.method = method;
  // Hoppscotch names the URL `endpoint`.
  const url = isObject(found.node.url)
    ? found.node.url.raw
    : (found.node.url ?? found.node.endpoint);
  if (typeof url === 'string') intake.url = url;
  if (postman && hasPrerequest(json)) {
    intake.warnings.push(
      'This Postman collection signs at run time (a pre-request script computes X-Sign and the values it signs); paste the request from the Postman Console to verify a sent request.',
    );
  }
  return intake;
}

/** JSON inside a log line (CloudWatch, a logger's prefix): the first `{` of a line that parses. */
function readLoggedJson(text: string): Intake | undefined {
  let tries = 0;
  for (let at = text.indexOf('{'); at !== -1 && tries < 64; at = text.indexOf('{', at + 1)) {
    if (at > 0 && !/[\s:=|\]]/.test(text[at - 1] as string)) continue;
    tries += 1;
    const lineEnd = text.indexOf('\n', at);
    const json = tryJson(text.slice(at, lineEnd === -1 ? text.length : lineEnd));
    const found = json.ok ? readJsonMessage(json.value, text) : undefined;
    if (found) return found;
  }
  return undefined;
}

const messageOf = (ctx: ReadContext) =>
  ctx.json.ok ? readJsonMessage(ctx.json.value, ctx.text) : undefined;

export const postmanReader: Reader<'postman'> = {
  id: 'postman',
  label: 'Postman collection item',
  detect: (ctx) => ctx.json.ok,
  read: (ctx) => {
    const message = messageOf(ctx);
    return message?.format === 'postman' ? { ok: true, intake: message } : undefined;
  },
  framed: false,
  asks: 'a Postman collection or item',
  whyNot: jsonWhyNot('Postman: no item with a header list and a body'),
};

export const jsonMessageReader: Reader<'json-message'> = {
  id: 'json-message',
  label: 'JSON with headers and a body',
  detect: (ctx) => ctx.json.ok,
  read: (ctx) => {
    const message = messageOf(ctx);
    if (message) return { ok: true, intake: message };
    return {
      ok: false,
      error:
        'This is JSON, but neither a HAR, a Postman collection, a failure log nor an object with headers and a body. If it is a body alone, paste it below its headers (X-MerchantID, X-Timestamp, X-Nonce, X-Sign) so the signed fields are known.',
    };
  },
  besides: (ctx) => (ctx.json.ok ? undefined : readLoggedJson(ctx.text)),
  framed: false,
  whyNot: jsonWhyNot('JSON message: no object with a headers object or list'),
};
