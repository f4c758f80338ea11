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
    latency: { p50: number; p99: number };
    non2xx: number;
    errors: number;
    timeouts: number;
  }
  export default function autocannon(options: Options): Promise<Result>;
}
