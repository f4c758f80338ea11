/**
 * What `npm start` prints once the console listens: where to open it and, in team mode
 * (docs/team.md), the sign-in link, by a name the team can reach, never `0.0.0.0`. A token the
 * operator gave is never printed: it is theirs to hand out.
 */
import { hostname } from 'node:os';
import { EMBEDDED_SANDBOX_PATH } from '../../../core/protocol/demo-merchant.ts';
import { signInUrl, type TeamSettings } from './team-settings.ts';

/** The lines to print for a console bound to `host`, running at `running`. */
export function startupLines(
  team: TeamSettings,
  host: string,
  running: { url: string; port: number },
  machineName: string = hostname(),
): string[] {
  if (team.token === null) {
    return [
      `Signing Console: ${running.url}`,
      `Sandbox base URL: ${running.url.replace(/\/$/, '')}${EMBEDDED_SANDBOX_PATH}`,
    ];
  }
  const link = signInUrl({ ...team, token: team.token, host, port: running.port, machineName });
  const base = link.slice(0, link.indexOf('/?token='));
  const signIn = team.generated
    ? `Sign in (share with your team only): ${link}`
    : `Sign in: ${base}/?token=<the CONSOLE_TOKEN you set>`;
  return [
    `Signing Console, team mode: ${base}/`,
    signIn,
    `Scripts send Authorization: Bearer <token>. Sandbox base URL: ${base}${EMBEDDED_SANDBOX_PATH}`,
  ];
}
