/**
 * The case matrix every API-client export goes through, run by the client's own CLI against a
 * real sandbox: green for every export body (spec 5.2 rule 1: signed byte for byte as sent) with
 * the query accepted in the traffic log and no secret in the exported files; a body and a
 * merchant ID full of every client's template, script and file syntax sent exactly as shown,
 * nothing resolved, evaluated or read (`hostile-inputs.ts`); red when the response sign is corrupt (spec 5.3 rule
 * 5) though the sandbox accepted the query; red with HTTP 401 on a wrong secret; red, naming
 * `api_secret`, when no secret is set. How a runner says "red" differs, so each runner brings its
 * own reading of its verdict. Signs are checked with node:crypto, never with the project's code.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRICKY_BODY } from '../../../core/snippets/tricky-body.ts';
import { describeHostileInputs } from './hostile-inputs.ts';
import {
  EXPORT_BODIES,
  MERCHANT,
  SECRET,
  removeTempDirs,
  rowSignVerifies,
  secretForms,
  startClientSandbox,
  type ClientSandbox,
  type CliResult,
} from './client-sandbox.ts';

/** One run of an export by its CLI: the exit status and output, and the exported files' text. */
interface RunnerResult {
  run: CliResult;
  texts: string[];
}

/** A client's CLI, driven the way its users drive it. */
interface ClientRunner {
  /** The suite's title: which export, run by what. */
  title: string;
  /**
   * Writes the export of `body` (for `merchantId`, the demo merchant unless given) into a fresh
   * folder and runs it, passing `vars` as the CLI's variables.
   */
  run(body: string, vars: Record<string, string>, merchantId?: string): Promise<RunnerResult>;
}

/** What only this runner says or does; each reading is the runner's own. */
interface ClientExpectations {
  /** The runner's own report of a verified response, where it prints one. */
  greenVerdict?: (run: CliResult) => void;
  /** The runner's own report that the response sign did not verify. */
  corruptSignVerdict: (run: CliResult) => void;
  /** Whether a run without `api_secret` stops before sending anything. */
  sendsNothingWithoutSecret?: boolean;
  /**
   * What the export does with a merchant ID holding `{{`: sends it exactly, or (where the client
   * would rewrite it in the header and has no escape) refuses and sends nothing.
   */
  templatedMerchantId: 'sent exactly' | 'refused';
  /**
   * Whether the export refuses, when written, a body naming Object.prototype members as
   * templates (a client whose own substitution looks them up on a plain object).
   */
  objectPrototypeNames?: 'refused when written';
}

const WRONG_SECRET = 'test_sk_not_the_right_one';

/** Declares the matrix for `runner` against a sandbox of its own, started and stopped here. */
export function describeClientMatrix(runner: ClientRunner, expectations: ClientExpectations) {
  let sandbox: ClientSandbox;

  beforeAll(async () => {
    sandbox = await startClientSandbox();
  });

  afterAll(async () => {
    await sandbox?.close();
    await removeTempDirs();
  });

  /** Runs the export with a clean traffic log, and reads what the sandbox received. */
  async function run(body: string, vars: Record<string, string>, merchantId?: string) {
    await sandbox.clearTraffic();
    const result = await runner.run(body, vars, merchantId);
    return { ...result, traffic: await sandbox.traffic() };
  }

  describe(runner.title, { timeout: 120_000 }, () => {
    it.each([
      ...Object.entries(EXPORT_BODIES),
      ['tricky (tab, CR LF, quotes, emoji)', TRICKY_BODY],
    ])('signs the %s body as sent and verifies the response (green)', async (_name, body) => {
      const {
        run: cli,
        traffic,
        texts,
      } = await run(body, {
        api_secret: SECRET,
        base_url: sandbox.url,
      });
      expect(cli.code, cli.stdout + cli.stderr).toBe(0);
      expectations.greenVerdict?.(cli);
      expect(traffic).toHaveLength(1);
      const [row] = traffic;
      expect(row).toMatchObject({ status: 200, code: 0, merchantId: MERCHANT, body });
      expect(row!.timestamp).toMatch(/^\d{10}$/);
      expect(Math.abs(Number(row!.timestamp) - Date.now() / 1000)).toBeLessThan(300);
      expect(row!.nonce).toMatch(/^[0-9a-f]{32}$/);
      expect(rowSignVerifies(row!)).toBe(true);
      expect(texts.length).toBeGreaterThan(0);
      for (const text of texts) for (const form of secretForms()) expect(text).not.toContain(form);
    });

    describeHostileInputs(() => ({ url: sandbox.url, run }), expectations);

    it('fails when the response sign is corrupt, though the sandbox accepted the query', async () => {
      await sandbox.setCorruptResponseSign(true);
      try {
        const { run: cli, traffic } = await run(EXPORT_BODIES.compact, {
          api_secret: SECRET,
          base_url: sandbox.url,
        });
        expect(cli.code).not.toBe(0);
        expectations.corruptSignVerdict(cli);
        expect(traffic.map((row) => [row.status, row.code])).toEqual([[200, 0]]);
      } finally {
        await sandbox.setCorruptResponseSign(false);
      }
    });

    it('fails with a wrong secret, the sandbox answering 401', async () => {
      const { run: cli, traffic } = await run(EXPORT_BODIES.nonAscii, {
        api_secret: WRONG_SECRET,
        base_url: sandbox.url,
      });
      expect(cli.code).not.toBe(0);
      expect(cli.stdout).toContain('401');
      expect(traffic.map((row) => row.status)).toEqual([401]);
      expect(rowSignVerifies(traffic[0]!, WRONG_SECRET)).toBe(true);
    });

    it('fails and names api_secret when it is not set', async () => {
      const { run: cli, traffic } = await run(EXPORT_BODIES.compact, { base_url: sandbox.url });
      expect(cli.code).not.toBe(0);
      expect(cli.stdout + cli.stderr).toContain('api_secret');
      if (expectations.sendsNothingWithoutSecret) expect(traffic).toEqual([]);
    });
  });
}
