/**
 * A Response whose body is a string it keeps as such, building a real Response only when it is
 * read as one (in-process callers, tests, the Vite plugin, another middleware's copy). The
 * sandbox's own server writes the string itself (`listen.ts`), so a signed answer under load
 * costs no web stream. The same idea as @hono/node-server's lightweight Response, which the
 * sandbox cannot use without swapping the process's global `Response`. Its headers stay a plain
 * record until someone asks for `headers`, so the server's path builds no `Headers` either.
 */
import type { OutgoingHttpHeaders } from 'node:http';

const NativeResponse = globalThis.Response;

/** A copy of `headers` as a record of lowercase names, as Node's `writeHead` takes them. */
function recordOf(headers: Headers): OutgoingHttpHeaders {
  const fields: OutgoingHttpHeaders = {};
  headers.forEach((value, name) => {
    fields[name] = value;
  });
  return fields;
}

/** Header names to values, names lowercase (as `Headers` would hand them out). */
type HeaderFields = Record<string, string>;

class TextResponse {
  readonly status: number;
  readonly #text: string;
  /** The headers while nobody asked for a `Headers`; then undefined, and `#headers` holds them. */
  #fields: HeaderFields | undefined;
  #headers: Headers | undefined;
  #real: Response | undefined;
  readonly #source: unknown;

  constructor(text: string, status: number, headers: Headers | HeaderFields, source: unknown) {
    this.#text = text;
    this.#source = source;
    this.status = status;
    if (headers instanceof Headers) this.#headers = headers;
    else this.#fields = headers;
  }

  /** The body text, as it will be sent. */
  static text(response: TextResponse): string {
    return response.#text;
  }

  /** The value the text was serialised from, as given. */
  static source(response: TextResponse): unknown {
    return response.#source;
  }

  /** The headers as Node writes them. */
  static fields(response: TextResponse): OutgoingHttpHeaders {
    return response.#fields ? { ...response.#fields } : recordOf(response.headers);
  }

  /** Sets a header without building a `Headers` when none was asked for yet. */
  static set(response: TextResponse, name: string, value: string): void {
    if (response.#fields) response.#fields[name.toLowerCase()] = value;
    else response.headers.set(name, value);
  }

  /** The real Response, built on first use from the text, status and headers so far. */
  static real(response: TextResponse): Response {
    response.#real ??= new NativeResponse(response.#text, {
      status: response.status,
      headers: response.headers,
    });
    return response.#real;
  }

  get headers(): Headers {
    if (this.#real) return this.#real.headers;
    if (this.#fields) {
      this.#headers = new Headers(this.#fields);
      this.#fields = undefined;
    }
    return this.#headers!;
  }

  get ok(): boolean {
    return this.status >= 200 && this.status < 300;
  }

  get bodyUsed(): boolean {
    return this.#real?.bodyUsed ?? false;
  }
}

for (const name of ['type', 'url', 'redirected', 'statusText', 'body'] as const) {
  Object.defineProperty(TextResponse.prototype, name, {
    get(this: TextResponse) {
      return TextResponse.real(this)[name];
    },
  });
}
for (const name of ['clone', 'blob', 'arrayBuffer', 'text', 'json', 'formData', 'bytes']) {
  Object.defineProperty(TextResponse.prototype, name, {
    value(this: TextResponse) {
      const real = TextResponse.real(this) as unknown as Record<string, () => unknown>;
      return real[name]!.call(real);
    },
  });
}
// So that `instanceof Response` holds and it passes wherever a Response is expected.
Object.setPrototypeOf(TextResponse.prototype, NativeResponse.prototype);

/**
 * A Response of `text` with `status` and `headers`, cheap until read as a Response. A record of
 * headers is kept as it is (not copied): its names must be lowercase. `source`, the value the
 * text was serialised from, is kept for readers that would otherwise parse the text back.
 */
export function textResponse(
  text: string,
  status: number,
  headers: Headers | Record<string, string>,
  source?: unknown,
): Response {
  return new TextResponse(text, status, headers, source) as unknown as Response;
}

/** The `source` a {@link textResponse} was made with, else undefined. */
export function textSource(response: Response): unknown {
  return response instanceof TextResponse ? TextResponse.source(response) : undefined;
}

/** The body text of a {@link textResponse} nobody has read yet, else undefined. */
export function unreadText(response: Response): string | undefined {
  if (!(response instanceof TextResponse) || response.bodyUsed) return undefined;
  return TextResponse.text(response);
}

/** The headers of a response as a record for Node's `writeHead` (a copy). */
export function outgoingHeaders(response: Response): OutgoingHttpHeaders {
  return response instanceof TextResponse
    ? TextResponse.fields(response)
    : recordOf(response.headers);
}

/**
 * Sets a header on `response`: on a {@link textResponse} without building a `Headers`, else on
 * its `headers` (which throws when they are immutable, as for an answer from `fetch`).
 */
export function setResponseHeader(response: Response, name: string, value: string): void {
  if (response instanceof TextResponse) TextResponse.set(response, name, value);
  else response.headers.set(name, value);
}
