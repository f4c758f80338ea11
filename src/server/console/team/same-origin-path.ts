/**
 * Where the team gate sends a browser back to (docs/team.md "Signing in"): the path and query
 * of the address it asked for, and never another host. A `Location` starting `//` (or `/\`,
 * which a browser reads the same) is scheme-relative, naming a host: `//evil.example/x` is
 * evil.example's page. The gate's addresses come from the parsed URL, where dot segments are
 * already resolved (`/.//evil` is `//evil`) and a backslash is a slash.
 */

/** `url`'s path and query as a Location a browser can read only as a path of this origin. */
export function sameOriginPath(url: URL): string {
  return `/${url.pathname.replace(/^[/\\]+/, '')}${url.search}`;
}
