/**
 * Path parameters of the admin route table (routes.ts): a route's path names its parameters in
 * braces (`/orders/{merchant_order_no}/status`, OpenAPI's spelling), and the types below read
 * those names out of the path itself, so the server's handler, the console's client and the
 * OpenAPI document cannot disagree on a name or forget one.
 */

/** The names in braces of `Path`, as a union of string literals. */
export type PathParamNames<Path extends string> =
  Path extends `${string}{${infer Name}}${infer Rest}` ? Name | PathParamNames<Rest> : never;

/** The values of a path's parameters, one string each. */
export type PathParams<Path extends string> = { [Name in PathParamNames<Path>]: string };

const PARAM = /\{(\w+)\}/g;

/** The names in braces of `path`, in order. */
export function pathParamNames(path: string): string[] {
  return [...path.matchAll(PARAM)].map(([, name]) => name!);
}

/** `path` with each `{name}` replaced by its value, percent-encoded as one path segment. */
export function fillPath<Path extends string>(path: Path, params: PathParams<Path>): string {
  const values = params as Record<string, string>;
  return path.replace(PARAM, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`The path ${path} needs the parameter ${name}.`);
    return encodeURIComponent(value);
  });
}

/** `path` in a router's spelling: `{name}` becomes `:name` (Hono, Express). */
export function routerPath(path: string): string {
  return path.replace(PARAM, ':$1');
}
