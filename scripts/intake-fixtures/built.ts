/**
 * Fixtures for tools that cannot run here, built by following the tool's own source line for
 * line (each entry names the file and commit): Chrome DevTools' "Copy as fetch" and "Copy as
 * fetch (Node.js)", .NET's HttpRequestMessage.ToString(), Spring 6's HttpHeaders.toString() and
 * the AWS Lambda Node runtime's CloudWatch lines (text and JSON log format), and a Datadog log
 * event as the Logs API returns it.
 */
import { format } from 'node:util';
import { BODY, HEADERS, PATH, save } from './common.ts';

const URL_ = `https://api.example.com${PATH}`;
const DEVTOOLS =
  'built from ChromeDevTools/devtools-frontend front_end/panels/network/NetworkLogView.ts generateFetchCall at fd72c071cc7869c6d6fcda7d500558d8ad5ff7be';

/** The headers Chrome records for a page's fetch() of the query (HTTP/2: pseudo-headers first). */
const CHROME_HEADERS: Array<{ name: string; value: string }> = [
  { name: ':authority', value: 'api.example.com' },
  { name: ':method', value: 'POST' },
  { name: ':path', value: PATH },
  { name: ':scheme', value: 'https' },
  { name: 'accept', value: '*/*' },
  { name: 'accept-encoding', value: 'gzip, deflate, br, zstd' },
  { name: 'accept-language', value: 'en-GB,en;q=0.9' },
  { name: 'content-length', value: String(Buffer.byteLength(BODY)) },
  ...HEADERS.map(([name, value]) => ({ name: name.toLowerCase(), value })),
  { name: 'origin', value: 'https://shop.example.com' },
  { name: 'priority', value: 'u=1, i' },
  { name: 'referer', value: 'https://shop.example.com/' },
  { name: 'sec-fetch-mode', value: 'cors' },
  { name: 'user-agent', value: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0.0.0 Safari/537.36' },
];

/** generateFetchCall, step for step; the Headers class is the WHATWG one the browser has. */
function generateFetchCall(style: 'browser' | 'nodejs'): string {
  const ignored = new Set(
    'method path scheme version accept-charset accept-encoding access-control-request-headers access-control-request-method connection content-length cookie cookie2 date dnt expect host keep-alive origin referer te trailer transfer-encoding upgrade via user-agent'.split(
      ' ',
    ),
  );
  const headerData = CHROME_HEADERS.reduce((result, header) => {
    if (!ignored.has(header.name.toLowerCase()) && !header.name.includes(':'))
      result.append(header.name, header.value);
    return result;
  }, new Headers());
  const headers: Record<string, string> = {};
  for (const [name, value] of headerData) headers[name] = value;
  const referrer = CHROME_HEADERS.find(({ name }) => name === 'referer')?.value;
  const referrerPolicy = 'strict-origin-when-cross-origin';
  const options: Record<string, unknown> = {
    headers: Object.keys(headers).length ? headers : undefined,
    referrer,
    referrerPolicy,
    body: BODY,
    method: 'POST',
    mode: 'cors',
  };
  if (style === 'nodejs') {
    delete options.mode;
    delete options.referrer;
    delete options.referrerPolicy;
    options.headers = { ...headers, Referer: referrer, 'Referrer-Policy': referrerPolicy };
  } else {
    options.credentials = 'omit';
  }
  return `fetch(${JSON.stringify(URL_)}, ${JSON.stringify(options, null, 2)});`;
}

/**
 * HttpRequestMessage.ToString() with HeaderUtilities.DumpHeaders (request headers, then the
 * StringContent's), then the body the caller logs after it. AppendLine writes
 * Environment.NewLine: "\n" on Linux, "\r\n" on Windows.
 */
function dotnetToString(newline: string): string {
  const lines = [
    `Method: POST, RequestUri: '${URL_}', Version: 1.1, Content: System.Net.Http.StringContent, Headers:`,
    '{',
    ...HEADERS.slice(1).map(([name, value]) => `  ${name}: ${value}`),
    '  Content-Type: application/json; charset=utf-8',
    '}',
  ];
  return `${lines.join(newline)}${newline}${BODY}${newline}`;
}

/** HttpHeaders.formatHeaders: `name:"value"` joined by ", " inside [ ], then the body. */
function spring6ToString(): string {
  return `[${HEADERS.map(([name, value]) => `${name}:"${value}"`).join(', ')}]\n${BODY}\n`;
}

const LOG = {
  msg: 'sign mismatch',
  http: {
    method: 'POST',
    path: PATH,
    request: {
      headers: Object.fromEntries(HEADERS.map(([name, value]) => [name.toLowerCase(), value])),
      body: BODY,
    },
  },
};
const REQUEST_ID = '6f1c2b3a-0d4e-4f80-9a1b-2c3d4e5f6a7b';
const TIME = '2026-11-25T10:00:00.000Z';
const DOTNET =
  'built from dotnet/runtime src/libraries/System.Net.Http/src/System/Net/Http/HttpRequestMessage.cs ToString and Headers/HeaderUtilities.cs DumpHeaders at 04da5a173f6331f6bb4ce24a28ccf32e136c427e';
const LAMBDA =
  'built from aws/aws-lambda-nodejs-runtime-interface-client src/LogPatch.js at 1597e2a953108547187d2e879271bab911f459eb';

/**
 * A Datadog log event as the v2 Logs API (and its clients) return it: `id`, `type` and the
 * reserved `attributes` (host, message, service, status, tags, timestamp) around the app's own
 * attributes, here the request's headers as a name-value list and its body as a string.
 */
function datadogEvent(): string {
  const event = {
    attributes: {
      attributes: {
        http: {
          method: 'POST',
          url_details: { path: PATH },
          request_headers: HEADERS.map(([name, value]) => ({ name, value })),
          request_body: BODY,
        },
      },
      host: 'checkout-7d9f',
      message: 'sign mismatch',
      service: 'checkout',
      status: 'warn',
      tags: ['env:sandbox', 'service:checkout'],
      timestamp: TIME,
    },
    id: 'AQAAAZNmV2xOQ0XrFgAAAABBWk5tVjJ4T0FBQ0JxMDJ1',
    type: 'log',
  };
  return `${JSON.stringify(event, null, 2)}\n`;
}

export function buildFromSource(): void {
  save('datadog-log-event.json', datadogEvent(), {
    source:
      'built from DataDog/datadog-api-client-python src/datadog_api_client/v2/model/log.py at 196a06ff433592ad1b6a6570ff12fc43f36d183f and log_attributes.py at 0335e6e5dd65c493a86582e18aed81de329d3d4c',
    tool: 'Datadog Logs API v2 log event (LogAttributes)',
    format: 'json-message',
  });
  save('chrome-copy-as-fetch.txt', generateFetchCall('browser'), {
    source: DEVTOOLS,
    tool: 'Chrome DevTools "Copy as fetch"',
    format: 'fetch',
  });
  save('chrome-copy-as-fetch-nodejs.txt', generateFetchCall('nodejs'), {
    source: DEVTOOLS,
    tool: 'Chrome DevTools "Copy as fetch (Node.js)"',
    format: 'fetch',
  });
  for (const [file, newline, os] of [
    ['dotnet-http-request-message.txt', '\n', 'Linux'],
    ['dotnet-http-request-message-windows.txt', '\r\n', 'Windows'],
  ] as const) {
    save(file, dotnetToString(newline), {
      source: DOTNET,
      tool: `.NET HttpRequestMessage.ToString() (${os} newlines), body logged after it`,
      format: 'header-map',
      formatDetail: '.NET HttpRequestMessage',
    });
  }
  save('spring-6-http-headers.txt', spring6ToString(), {
    source:
      'built from spring-projects/spring-framework spring-web/src/main/java/org/springframework/http/HttpHeaders.java formatHeaders at v6.2.19 (6214eae8bd02c2ed7ab382bb8d16a9cc6de49522)',
    tool: 'Spring 6.2 HttpHeaders.toString(), body printed after it',
    format: 'header-map',
    formatDetail: 'Spring HttpHeaders',
  });
  // logTextToStdout: time, request id, level and util.format(message), newlines made \r.
  const text = `${TIME}\t${REQUEST_ID}\tWARN\t${format(JSON.stringify(LOG))}`.replace(/\n/g, '\r');
  save('cloudwatch-lambda-text.txt', `${text}\n`, {
    source: LAMBDA,
    tool: 'AWS Lambda Node runtime console.warn(JSON.stringify(log)), AWS_LAMBDA_LOG_FORMAT=Text',
    format: 'json-message',
  });
  // logJsonToStdout with one object parameter: it becomes "message" as it is.
  const json = JSON.stringify({
    timestamp: TIME,
    level: 'WARN',
    requestId: REQUEST_ID,
    message: LOG,
  });
  save('cloudwatch-lambda-json.txt', `${json.replace(/\n/g, '\r')}\n`, {
    source: LAMBDA,
    tool: 'AWS Lambda Node runtime console.warn(log), AWS_LAMBDA_LOG_FORMAT=JSON',
    format: 'json-message',
  });
}
