/**
 * What a page cannot do: open a connection of its own (`node:http`, `node:https`), look up a
 * name (`node:dns`). The in-page sandbox (docs/hosting.md) answers the page and delivers to its
 * own inbox in-process; a delivery to your own receiver, or the receiver check of your
 * endpoint, needs the sandbox on a server, and this error says so.
 */
export const NEEDS_A_SERVER =
  'The in-page sandbox cannot reach another address: run the console with `npm start`, or the sandbox with `npx signing-console-sandbox`, for webhooks to your own receiver and the receiver check.';

function refuse(): never {
  throw new Error(NEEDS_A_SERVER);
}

export const request = refuse;
export const lookup = async (): Promise<never> => refuse();
export const createServer = refuse;
export class ServerResponse {}
export class Readable {
  static fromWeb = refuse;
  static toWeb = refuse;
}
