/**
 * What the console says when it runs its sandbox inside the page (docs/hosting.md): its name,
 * and, for what only a server can do, the command that gives one. One wording everywhere.
 */

/** The name the page gives the sandbox it runs itself. */
export const IN_PAGE_SANDBOX = 'In-page sandbox';

/** The commands that run the sandbox on a server: the console with it, or the package alone. */
export const SERVER_COMMANDS = {
  console: 'npm start',
  sandbox: 'npx signing-console-sandbox',
} as const;
