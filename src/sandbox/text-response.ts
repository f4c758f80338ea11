/**
 * A Response whose body is a string it keeps as such, building a real Response only when it is
 * read as one (in-process callers, tests, the Vite plugin, another middleware's copy). The
 * sandbox's own server writes the string itself (`listen.ts`), so a signed answer under load
 * costs no web stream. The same idea as @hono/node-server's lightweight Response, which the
 * sandbox cannot use without swapping the process's global `Response`.
 */
const NativeResponse = globalThis.Response;

class TextResponse {
  readonly status: number;
  readonly #text: string;
  readonly #headers: Headers;
  #real: Response | undefined;

  constructor(text: string, status: number, headers: Headers) {
    this.#text = text;
    this.status = status;
    this.#headers = headers;
  }

  /** The body text, as it will be sent. */
  static text(response: TextResponse): string {
    return response.#text;
  }

  /** The real Response, built on first use from the text, status and headers so far. */
  static real(response: TextResponse): Response {
    response.#real ??= new NativeResponse(response.#text, {
      status: response.status,
      headers: response.#headers,
    });
    return response.#real;
  }

  get headers(): Headers {
    return this.#real?.headers ?? this.#headers;
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

/** A Response of `text` with `status` and `headers`, cheap until read as a Response. */
export function textResponse(text: string, status: number, headers: Headers): Response {
  return new TextResponse(text, status, headers) as unknown as Response;
}

/** The body text of a {@link textResponse} nobody has read yet, else undefined. */
export function unreadText(response: Response): string | undefined {
  if (!(response instanceof TextResponse) || response.bodyUsed) return undefined;
  return TextResponse.text(response);
}
