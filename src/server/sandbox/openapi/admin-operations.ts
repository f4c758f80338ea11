/**
 * The sandbox's own routes (`/_sandbox/*`) for the OpenAPI document: sandbox-only, unsigned,
 * outside the spec. Walks the admin API's one route table (core/sandbox-api/routes.ts), so every
 * route, query, request body and answer is the zod definition the sandbox and the console use.
 */
import { SANDBOX_ROUTE_LIST, type SandboxRoute } from '../../../core/sandbox-api/routes.ts';
import { pathParamNames } from '../../../core/sandbox-api/route-path.ts';
import { SANDBOX_ADMIN_PREFIX } from '../../../core/sandbox-api/routes.ts';
import { jsonSchema, type JsonSchema } from './json-schema.ts';

export const SANDBOX_ONLY_TAG = 'sandbox-only';

const json = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** The path and query parameters of one route, all strings on the wire. */
function parametersOf(route: SandboxRoute) {
  const inPath = pathParamNames(route.path).map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
  }));
  const inQuery = Object.keys(route.query?.shape ?? {}).map((name) => ({
    name,
    in: 'query',
    required: false,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery];
}

function operationOf(route: SandboxRoute) {
  const parameters = parametersOf(route);
  const id = route.path.replace(/[^a-z]+/gi, '_').replace(/^_|_$/g, '');
  return {
    operationId: `sandbox_${route.method.toLowerCase()}_${id}`,
    tags: [SANDBOX_ONLY_TAG],
    summary: route.summary,
    description:
      'Sandbox-only: not part of the service (spec 4 shows only the query). Plain JSON, unsigned; errors are {"error": "..."}.',
    'x-sandbox-only': true,
    security: [],
    ...(parameters.length > 0 && { parameters }),
    ...(route.request && {
      requestBody: { required: true, content: json(jsonSchema(route.request, 'input')) },
    }),
    responses: {
      [String(route.status ?? 200)]: {
        description: 'Done.',
        content: json(jsonSchema(route.answer)),
      },
      '400': {
        description: 'The request was refused.',
        content: json({ $ref: '#/components/schemas/SandboxError' }),
      },
    },
  };
}

/** The admin routes as OpenAPI path items, each tagged and flagged sandbox-only, no security. */
export function adminPaths(): Record<string, Record<string, unknown>> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of SANDBOX_ROUTE_LIST) {
    const path = `${SANDBOX_ADMIN_PREFIX}${route.path}`;
    paths[path] = { ...paths[path], [route.method.toLowerCase()]: operationOf(route) };
  }
  return paths;
}
