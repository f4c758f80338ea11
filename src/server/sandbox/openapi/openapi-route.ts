/**
 * `GET /openapi.json`: the document for this sandbox, its server URL being where the sandbox is
 * served (standalone: the root; under `npm start`: `/sandbox`).
 */
import { Hono } from 'hono';
import type { SandboxState } from '../state.ts';
import { openApiDocument } from './openapi-document.ts';
import { trimEndRun } from '../../../core/text/trim-runs.ts';

export const OPENAPI_PATH = '/openapi.json';

export function openApiRoute(state: SandboxState): Hono {
  const routes = new Hono();
  routes.get(OPENAPI_PATH, (c) => {
    const base = state.selfUrl() ?? new URL(c.req.url).origin;
    return c.json(openApiDocument(trimEndRun(base, '/')));
  });
  return routes;
}
