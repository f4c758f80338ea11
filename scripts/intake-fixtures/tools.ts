/**
 * What API tools and frameworks write for the signed query, produced by the real library here:
 * Spring 4.3's HttpHeaders.toString() (Debian's libspring-web-java), a Postman collection and
 * item from the postman-collection SDK (newman's own), and a Bruno `.bru` file from
 * @usebruno/lang's jsonToBru (what Bruno writes request files with).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { HEADERS, env, firstLine, run, save, tmp } from './common.ts';

const SPRING = `
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.springframework.http.HttpHeaders;
import org.springframework.http.MediaType;

public class SpringHeaders {
  public static void main(String[] args) throws Exception {
    java.util.Map<String, String> e = System.getenv();
    Mac mac = Mac.getInstance("HmacSHA256");
    mac.init(new SecretKeySpec(e.get("SECRET").getBytes("UTF-8"), "HmacSHA256"));
    String payload = e.get("MERCHANT") + "\\n" + e.get("TIMESTAMP") + "\\n" + e.get("NONCE") + "\\n" + e.get("BODY");
    StringBuilder sign = new StringBuilder();
    for (byte b : mac.doFinal(payload.getBytes("UTF-8"))) sign.append(String.format("%02x", b));
    HttpHeaders headers = new HttpHeaders();
    headers.setContentType(MediaType.APPLICATION_JSON);
    headers.set("X-MerchantID", e.get("MERCHANT"));
    headers.set("X-Timestamp", e.get("TIMESTAMP"));
    headers.set("X-Nonce", e.get("NONCE"));
    headers.set("X-Sign", sign.toString());
    System.out.println(headers);
    System.out.println(e.get("BODY"));
  }
}
`;

const SPRING_JARS = ['/usr/share/java/spring3-web.jar', '/usr/share/java/spring3-core.jar'];

async function captureSpring(): Promise<void> {
  const file = join(tmp, 'SpringHeaders.java');
  writeFileSync(file, SPRING);
  const out = await run('java', ['-cp', SPRING_JARS.join(':'), file], { env });
  const manifest = await run('unzip', ['-p', SPRING_JARS[0]!, 'META-INF/MANIFEST.MF']);
  const version = /Implementation-Version: (\S+)/.exec(manifest.stdout)?.[1] ?? 'unknown';
  save('spring-4-http-headers.txt', out.stdout, {
    source: 'captured',
    tool: `Spring ${version} HttpHeaders.toString() (${await firstLine('java', ['-version'], 'stderr')})`,
    format: 'header-map',
    formatDetail: 'Java Map (Spring 4 HttpHeaders)',
  });
}

// Run as its own node program so the SDKs come from node_modules as newman and bru load them.
const POSTMAN = `
const { Collection, Item } = require('postman-collection');
const e = process.env;
const headers = JSON.parse(e.HEADERS).map(([key, value]) => ({ key, value }));
const item = new Item({
  name: 'Query a payment',
  request: { method: 'POST', header: headers, body: { mode: 'raw', raw: e.BODY },
    url: 'https://api.example.com' + e.API_PATH },
});
const templated = new Item({
  name: 'Query a payment',
  request: { method: 'POST', body: { mode: 'raw', raw: e.BODY }, url: '{{base_url}}' + e.API_PATH,
    header: [
      { key: 'Content-Type', value: 'application/json' },
      { key: 'X-MerchantID', value: e.MERCHANT },
      { key: 'X-Timestamp', value: '{{timestamp}}' },
      { key: 'X-Nonce', value: '{{nonce}}' },
      { key: 'X-Sign', value: '{{x_sign}}' },
    ] },
});
const collection = new Collection({
  info: { name: 'Payments sandbox' },
  event: [{ listen: 'prerequest', script: { type: 'text/javascript', exec: ['// signs the request'] } }],
  item: [templated.toJSON()],
});
process.stdout.write(JSON.stringify({
  item: JSON.stringify(item.toJSON(), null, 2),
  collection: JSON.stringify(collection.toJSON(), null, 2),
  version: require('postman-collection/package.json').version,
}));
`;

const BRUNO = `
const { jsonToBruV2 } = require('@usebruno/lang');
const e = process.env;
const bru = jsonToBruV2({
  meta: { name: 'Query a payment', type: 'http', seq: 1 },
  http: { method: 'post', url: '{{base_url}}' + e.API_PATH, body: 'json', auth: 'none' },
  headers: JSON.parse(e.HEADERS).map(([name, value]) => ({ name, value, enabled: true })),
  body: { json: e.BODY },
});
process.stdout.write(JSON.stringify({ bru, version: require('@usebruno/lang/package.json').version }));
`;

async function node(program: string): Promise<Record<string, string>> {
  const out = await run('node', ['-e', program], {
    env: { ...env, HEADERS: JSON.stringify(HEADERS) },
    cwd: new URL('../..', import.meta.url).pathname,
  });
  return JSON.parse(out.stdout) as Record<string, string>;
}

async function captureApiTools(): Promise<void> {
  const postman = await node(POSTMAN);
  save('postman-item.json', postman.item!, {
    source: 'captured',
    tool: `postman-collection ${postman.version} Item.toJSON()`,
    format: 'postman',
  });
  save('postman-collection.json', postman.collection!, {
    source: 'captured',
    tool: `postman-collection ${postman.version} Collection.toJSON(), headers as {{variables}} and a pre-request script`,
    format: 'postman',
    unread: {
      timestamp: 'X-Timestamp is {{timestamp}}',
      nonce: 'X-Nonce is {{nonce}}',
      receivedSign: 'X-Sign is {{x_sign}}',
    },
  });
  const bruno = await node(BRUNO);
  save('bruno-request.bru', bruno.bru!, {
    source: 'captured',
    tool: `@usebruno/lang ${bruno.version} jsonToBruV2`,
    format: 'bruno',
  });
}

export async function captureTools(): Promise<void> {
  await captureSpring();
  await captureApiTools();
}
