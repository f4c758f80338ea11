// The part of autocannon's programmatic API the bench uses (the package ships no types).
declare module 'autocannon' {
  interface RawRequest {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string;
  }
  interface Options {
    url: string;
    connections: number;
    duration: number;
    requests?: Array<
      RawRequest & {
        setupRequest?: (request: RawRequest) => RawRequest;
        onResponse?: (status: number, body: string) => void;
      }
    >;
  }
  interface Result {
    requests: { average: number; total: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  /** A run: its result once done, and an event per answer with its time in milliseconds. */
  interface Run extends PromiseLike<Result> {
    on(
      event: 'response',
      listener: (client: unknown, status: number, bytes: number, ms: number) => void,
    ): Run;
  }
  export default function autocannon(options: Options): Run;
}
