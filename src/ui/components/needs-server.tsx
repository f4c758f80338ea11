import { SERVER_COMMANDS } from '../../core/console-api/in-page.ts';

/**
 * One sentence for what the in-page sandbox cannot do (docs/hosting.md): `what` needs the sandbox
 * on a server, with the two commands that give one.
 */
export function NeedsServer({ what }: { what: string }) {
  return (
    <p className="notice" role="note" data-testid="ui.needs-server">
      This console runs its sandbox inside the page; {what} needs it on a server: run{' '}
      <code className="mono">{SERVER_COMMANDS.console}</code> in a clone of the console, or{' '}
      <code className="mono">{SERVER_COMMANDS.sandbox}</code> for the sandbox alone.
    </p>
  );
}
