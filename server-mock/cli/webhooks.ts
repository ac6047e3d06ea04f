import { commandArgs } from './command-args.ts';
import { callMock, MockUnreachableError, refusalOf, targetOf } from './mock-call.ts';

export const WEBHOOKS_HELP = `podspot-mock webhooks resend <delivery> [--port N] [--sandbox ID]: one more attempt of a delivery, now

  <delivery>     a delivery id of the log, e.g. wd_3 (GET /api/__mock/webhooks/deliveries, or podspot-mock listen)
  --port N       the running mock's port (default: $PORT, else 4010)
  --sandbox ID   the sandbox the delivery is in (default: the default sandbox)

Guide: the package's README.md#webhooks.`;

/** `podspot-mock webhooks resend …`: one line on success (exit 0), one naming the fix on failure (1, or 2 for usage). */
export async function runWebhooks(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const args = commandArgs(argv, WEBHOOKS_HELP);
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  const [command, id] = positionals;
  if (command !== 'resend' || !id || positionals.length !== 2) {
    console.error('Name a delivery: podspot-mock webhooks resend <delivery>. Run podspot-mock webhooks --help.');
    return 2;
  }
  try {
    const { status, answer } = await callMock(
      targetOf(values, env),
      'POST',
      `/__mock/webhooks/deliveries/${encodeURIComponent(id)}/resend`,
    );
    if (status !== 202) {
      console.error(`${id} was not resent: ${refusalOf(status, answer)}`);
      return 1;
    }
    console.log(`Resending ${id} (${String(answer.event_type)}) to ${String(answer.url)}.`);
    return 0;
  } catch (error) {
    if (error instanceof MockUnreachableError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }
}
