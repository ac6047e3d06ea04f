import { commandArgs } from './command-args.ts';
import { WEBHOOK_EVENTS, isWebhookEvent } from '../webhooks/events.ts';

export const TRIGGER_HELP = `podspot-mock trigger <event> [--port N] [--sandbox ID]: sends one webhook event now

  <event>        ${WEBHOOK_EVENTS.join(', ')}
  --port N       the running mock's port (default: $PORT, else 4010)
  --sandbox ID   the sandbox whose endpoints receive it (default: the default sandbox)

The event describes the sandbox's latest record of its kind; with none, it creates what the event
needs (a partner account, a funded campaign, offers, a podspot, a finished onboarding, a month end's
credits, a paid withdrawal) and says so. Guide: the package's README.md#webhooks.`;

type Answer = {
  event?: { id: string };
  deliveries?: { endpoint_id: string; url: string }[];
  created?: { kind: string; id: number }[];
  detail?: object;
};

/** `podspot-mock trigger …`: one line on success (exit 0), one line naming the fix on failure (exit 1, or 2 for usage). */
export async function runTrigger(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const args = commandArgs(argv, TRIGGER_HELP);
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  const [type] = positionals;
  if (positionals.length !== 1 || !isWebhookEvent(type)) {
    console.error(`Name one event: ${WEBHOOK_EVENTS.join(', ')}. Run podspot-mock trigger --help.`);
    return 2;
  }
  const port = values.port ?? env.PORT ?? '4010';
  const url = `http://127.0.0.1:${port}/api/__mock/webhooks/trigger`;
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(values.sandbox ? { 'x-podspot-sandbox': values.sandbox } : {}),
      },
      body: JSON.stringify({ type }),
    });
  } catch {
    console.error(`No mock answers on port ${port}: start it with podspot-mock, or give its --port.`);
    return 1;
  }
  const answer = (await res.json().catch(() => ({}))) as Answer;
  if (res.status !== 202 || !answer.event) {
    console.error(`${type} was not sent: ${Object.values(answer.detail ?? {}).join(' ') || `status ${res.status}`}`);
    return 1;
  }
  const to = (answer.deliveries ?? []).map((d) => `${d.endpoint_id} ${d.url}`).join(', ');
  const made = (answer.created ?? []).map((r) => `${r.kind} ${r.id}`).join(', ');
  console.log(`Sent ${answer.event.id} (${type}) to ${to}${made ? `, after creating ${made}` : ''}.`);
  return 0;
}
