/**
 * Environments as a file (spec 1: a test and a production environment, each with its own base
 * URL): exported and imported as JSON, never with a secret. Import is strict: an unknown key
 * (a `secret`, say) is refused rather than ignored, so a file that holds one is noticed; a base
 * URL must pass the one base-URL rule (a file from anyone could point `base_url` at
 * `{{api_secret}}`), and the merchant ID the one header-value rule.
 */
import { z } from '../zod-jitless.ts';
import { checkBaseUrl } from '../protocol/base-url.ts';
import { ENVIRONMENTS, type Environment } from '../protocol/case-kinds.ts';
import { headerValueProblem } from '../protocol/header-value.ts';

export const ENVIRONMENTS_FORMAT = 'signing-console environments v1';

export interface EnvironmentsSettings {
  merchantId: string;
  baseUrls: Record<Environment, string>;
}

const environment = z.strictObject({ base_url: z.string().max(2048) });

const schema = z.strictObject({
  format: z.literal(ENVIRONMENTS_FORMAT),
  merchant_id: z.string().max(128),
  environments: z.strictObject({ test: environment, production: environment }),
});

/** The JSON text of the environments: format, merchant ID and each base URL. No secret. */
export function exportEnvironments(settings: EnvironmentsSettings): string {
  const file: z.infer<typeof schema> = {
    format: ENVIRONMENTS_FORMAT,
    merchant_id: settings.merchantId,
    environments: {
      test: { base_url: settings.baseUrls.test },
      production: { base_url: settings.baseUrls.production },
    },
  };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Reads an environments file, or says in plain words what is wrong with it. */
export function importEnvironments(
  text: string,
): { ok: true; settings: EnvironmentsSettings } | { ok: false; error: string } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    return { ok: false, error: `Not JSON: ${(error as Error).message}` };
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? issue.path.join('.') : 'the file';
    return {
      ok: false,
      error: `Not an environments file: ${where}: ${issue?.message ?? 'invalid'}`,
    };
  }
  const { merchant_id, environments } = parsed.data;
  const merchantProblem = headerValueProblem('merchant_id', merchant_id);
  if (merchantProblem) return { ok: false, error: `Not imported: ${merchantProblem}` };
  for (const env of ENVIRONMENTS) {
    const baseUrl = environments[env].base_url.trim();
    // An empty base URL means "not set" (the file of a console with no production URL).
    const checked = baseUrl === '' ? null : checkBaseUrl(baseUrl);
    if (checked && !checked.ok) {
      return { ok: false, error: `Not imported: environments.${env}.base_url: ${checked.error}` };
    }
  }
  return {
    ok: true,
    settings: {
      merchantId: merchant_id,
      baseUrls: { test: environments.test.base_url, production: environments.production.base_url },
    },
  };
}
