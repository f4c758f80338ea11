// Shared by the lint probe tests (lint-rules, lint-floors): lint a probe in memory at a
// realistic path and read which rules it broke.
import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';

const cwd = fileURLToPath(new URL('..', import.meta.url));
// lint-fixtures/ is ignored by `npm run lint`; the probes lint it on purpose.
export const eslint = new ESLint({ cwd, ignore: false });

export const ZONE = 'import-x/no-restricted-paths';

export interface Probe {
  name: string;
  path: string;
  bad: string;
  rule: string;
}

/** A file whose one export uses `name`, so nothing in it is unused. */
export const use = (name: string) => `export const probe = ${name};\n`;

/** The rule ids lint reports for `code` at `filePath`. */
export const ruleIds = async (filePath: string, code: string) => {
  const [result] = await eslint.lintText(code, { filePath });
  // A misconfigured zone reports under the zone's rule id too; only a real violation counts.
  return result!.messages.map(({ ruleId, message }) =>
    ruleId === ZONE && !message.startsWith('Unexpected path') ? message : (ruleId ?? message),
  );
};
