/**
 * The sandbox's openapi.json: served by a real sandbox, linted by Redocly's CLI, and imported
 * with openapi-to-postmanv2 (the converter Postman's importer uses), which must find the query.
 */
import { convert } from 'openapi-to-postmanv2';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultSandboxConfig } from '../config.ts';
import { startSandboxServer } from '../serve-sandbox.ts';

let sandbox: { url: string; close(): Promise<void> };
let dir: string;
interface Schema {
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: unknown;
  pattern?: string;
  oneOf?: { const: number; 'x-from-spec': boolean }[];
}
interface Parameter {
  name: string;
  in: string;
  required: boolean;
  description: string;
  schema: Schema;
}
interface Operation {
  tags: string[];
  'x-sandbox-only'?: boolean;
  parameters: Parameter[];
  requestBody: { content: Record<string, { schema: Schema }> };
  responses: Record<
    string,
    { headers: Record<string, unknown>; content?: Record<string, { schema: Schema }> }
  >;
}
interface Doc {
  openapi: string;
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}
interface PostmanItem {
  name: string;
  item?: PostmanItem[];
  request: { method: string; url: { path: string[] }; header: { key: string }[] };
}
interface Converted {
  result: boolean;
  reason?: string;
  output: { data: { item: PostmanItem[] } }[];
}

let doc: Doc;

beforeAll(async () => {
  sandbox = await startSandboxServer({ ...defaultSandboxConfig(), host: '127.0.0.1', port: 0 });
  dir = await mkdtemp(join(tmpdir(), 'openapi-'));
  const answer = await fetch(`${sandbox.url}/openapi.json`);
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('application/json');
  doc = (await answer.json()) as Doc;
  await writeFile(join(dir, 'openapi.json'), JSON.stringify(doc));
});

afterAll(async () => {
  await sandbox?.close();
  await rm(dir, { recursive: true, force: true });
});

describe('openapi.json', { timeout: 120_000 }, () => {
  it('passes redocly lint with no error and no warning', async () => {
    const bin = join(process.cwd(), 'node_modules', '.bin', 'redocly');
    const result = await new Promise<{ code: number; out: string }>((resolve) => {
      execFile(
        bin,
        ['lint', 'openapi.json', '--format', 'json'],
        { cwd: dir, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } },
        (error, stdout, stderr) =>
          resolve({ code: error ? Number(error.code ?? -1) : 0, out: stdout || stderr }),
      );
    });
    expect(result.code, result.out).toBe(0);
    const report = JSON.parse(result.out) as { totals: unknown; problems: unknown[] };
    expect(report.problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('converts with openapi-to-postmanv2 and the collection holds the signed query', async () => {
    const converted = await new Promise<Converted>((resolve, reject) =>
      convert({ type: 'json', data: doc }, {}, (error: unknown, result: unknown) =>
        error ? reject(error as Error) : resolve(result as Converted),
      ),
    );
    expect(converted.result, converted.reason).toBe(true);
    const items: PostmanItem[] = [];
    const walk = (list: PostmanItem[]) => {
      for (const entry of list) {
        if (entry.item) walk(entry.item);
        else items.push(entry);
      }
    };
    walk(converted.output[0]!.data.item);
    const query = items.find(
      (item) =>
        item.request.method === 'POST' &&
        item.request.url.path.join('/') === 'api/v1/payments/query',
    );
    expect(query, JSON.stringify(items.map((item) => item.name))).toBeDefined();
    const headers = query!.request.header.map((header) => header.key);
    expect(headers).toEqual(
      expect.arrayContaining(['X-MerchantID', 'X-Timestamp', 'X-Nonce', 'X-Sign']),
    );
  });

  it('describes the query: this server, four signed headers with the spec 5.2 rule, the envelope', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0]!.url).toBe(sandbox.url);
    const query = doc.paths['/api/v1/payments/query']!['post']!;
    const params = query.parameters.map((p) => [p.name, p.in, p.required]);
    expect(params).toEqual([
      ['X-MerchantID', 'header', true],
      ['X-Timestamp', 'header', true],
      ['X-Nonce', 'header', true],
      ['X-Sign', 'header', true],
    ]);
    for (const parameter of query.parameters) {
      expect(parameter.description).toContain(
        'merchant ID, LF (0x0A), timestamp, LF, nonce, LF, raw body',
      );
    }
    const sign = new RegExp(query.parameters.find((p) => p.name === 'X-Sign')!.schema.pattern!);
    expect(sign.test('a'.repeat(64))).toBe(true);
    expect(sign.test('A'.repeat(64))).toBe(false);
    expect(doc.components.schemas['QueryBody']!.required).toEqual(['merchant_order_no']);
    expect(doc.components.schemas['Envelope']!.required).toEqual(['code', 'msg', 'data']);
    expect(Object.keys(query.responses['200']!.headers)).toEqual([
      'X-MerchantID',
      'X-Timestamp',
      'X-Nonce',
      'X-Sign',
    ]);
  });

  it('is not logged as traffic: reading the description is no call to the service', async () => {
    await fetch(`${sandbox.url}/openapi.json`);
    const traffic = (await (await fetch(`${sandbox.url}/_sandbox/requests`)).json()) as unknown[];
    expect(traffic).toEqual([]);
  });

  it("lists spec 7's codes as the spec's and the sandbox's own codes as its choices", () => {
    const codes = doc.components.schemas['Envelope']!.properties!['code']!.oneOf!;
    const fromSpec = codes.filter((c) => c['x-from-spec']).map((c) => c.const);
    expect(fromSpec).toEqual([1003, 2006, 5008]);
    expect(codes.map((c) => c.const)).toEqual(expect.arrayContaining([0, 1001, 1004, 4004]));
  });

  it('marks every admin route sandbox-only, with the bodies the routes parse', async () => {
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith('/_sandbox/'));
    expect(admin.length).toBeGreaterThan(10);
    for (const [, item] of admin) {
      for (const operation of Object.values(item)) {
        expect(operation.tags).toEqual(['sandbox-only']);
        expect(operation['x-sandbox-only']).toBe(true);
      }
    }
    const faults =
      doc.paths['/_sandbox/faults']!['put']!.requestBody.content['application/json']!.schema;
    expect(Object.keys(faults.properties!)).toContain('corrupt_response_sign');
    // What the document says the route takes, the route takes; what it leaves out, it refuses.
    const put = (body: unknown) =>
      fetch(`${sandbox.url}/_sandbox/faults`, {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
    expect((await put({ corrupt_response_sign: false })).status).toBe(200);
    expect(faults.additionalProperties).toBe(false);
    expect((await put({ not_in_the_document: true })).status).toBe(400);
  });

  it('describes every admin answer with its contract schema, as the sandbox sends it', async () => {
    const admin = Object.entries(doc.paths).filter(([path]) => path.startsWith('/_sandbox/'));
    for (const [, item] of admin) {
      for (const operation of Object.values(item)) {
        const [status, success] = Object.entries(operation.responses)[0]!;
        expect(status).toMatch(/^2/);
        const schema = success.content!['application/json']!.schema;
        // A schema generated from zod names what the answer holds, never a bare object.
        expect(JSON.stringify(schema)).not.toBe('{"type":"object"}');
      }
    }
    const info =
      doc.paths['/_sandbox/info']!['get']!.responses['200']!.content!['application/json']!.schema;
    const live = (await (await fetch(`${sandbox.url}/_sandbox/info`)).json()) as object;
    expect(Object.keys(info.properties!).sort()).toEqual(Object.keys(live).sort());
  });
});
