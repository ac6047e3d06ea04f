import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DEMO_PARTNER_KEY } from '../client/demo.ts';
import { commandArgs } from './command-args.ts';
import { callMock, refusalOf, targetOf, type MockTarget } from './mock-call.ts';
import { stopWithParent } from './stop-with-parent.ts';

export const LISTEN_HELP = `podspot-mock listen --forward-to URL [--events a,b] [--port N] [--sandbox ID]: webhooks to a local URL

  --forward-to URL   where each delivery is POSTed on, e.g. http://localhost:3000/hook (any host: it is not registered)
  --events a,b       only these events (default: all)
  --port N           the running mock's port (default: $PORT, else 4010)
  --sandbox ID       the sandbox whose events are forwarded (default: the default sandbox)

Registers a temporary webhook endpoint on the running mock, forwards each delivery with its signature headers and
answers the mock with your URL's status (so a failure is retried), and removes the endpoint on Ctrl-C. Verify the
signatures with the secret it prints. Guide: the package's README.md#webhooks.`;

/** The headers a receiver reads; hop-by-hop ones (host, length, connection) are the forward's own. */
const FORWARDED = ['content-type', 'user-agent', 'podspot-signature', 'podspot-event-id', 'podspot-delivery-attempt'];
const pick = (headers: IncomingHttpHeaders) =>
  Object.fromEntries(FORWARDED.flatMap((h) => (typeof headers[h] === 'string' ? [[h, headers[h]]] : [])));

export type Listener = { endpointId: string; secret: string; stop(): Promise<void> };

/**
 * A loopback receiver registered as a webhook endpoint of the running mock (the demo partner key's), forwarding each
 * delivery to `forwardTo`; `log` gets one line per delivery. `stop()` removes the endpoint and closes the receiver.
 */
export async function startListener(
  target: MockTarget,
  forwardTo: string,
  opts: { events?: string[]; log?: (line: string) => void } = {},
): Promise<Listener> {
  const log = opts.log ?? console.log;
  const receiver = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const what = (() => {
        try {
          const event = JSON.parse(body.toString()) as { id?: string; type?: string };
          return `${event.type} ${event.id}`;
        } catch {
          return 'a delivery';
        }
      })();
      const attempt = req.headers['podspot-delivery-attempt'];
      let status: number;
      try {
        const forwarded = await fetch(forwardTo, {
          method: 'POST',
          headers: pick(req.headers),
          body,
          redirect: 'manual',
        });
        await forwarded.body?.cancel();
        status = forwarded.status;
        log(`${new Date().toISOString()}  ${what} (attempt ${attempt}) → ${forwardTo} ${status}`);
      } catch (error) {
        status = 502; // the mock records a failed attempt and retries it on its clock
        log(
          `${new Date().toISOString()}  ${what} (attempt ${attempt}) → ${forwardTo} unreachable: ${(error as Error).message}`,
        );
      }
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/podspot-mock-listen`;
  const close = () => new Promise<void>((resolve) => receiver.close(() => resolve()));
  const partner = { 'x-partner-key': DEMO_PARTNER_KEY };
  let registered;
  try {
    registered = await callMock(target, 'POST', '/partner/webhook_endpoints', {
      body: { url, ...(opts.events ? { events: opts.events } : {}) },
      headers: partner,
    });
  } catch (error) {
    await close();
    throw error;
  }
  if (registered.status !== 201) {
    await close();
    throw new Error(`The endpoint was not registered: ${refusalOf(registered.status, registered.answer)}`);
  }
  const endpointId = String(registered.answer.id);
  return {
    endpointId,
    secret: String(registered.answer.secret),
    async stop() {
      await callMock(target, 'DELETE', `/partner/webhook_endpoints/${endpointId}`, { headers: partner }).catch(
        () => {},
      );
      receiver.closeAllConnections();
      await close();
    },
  };
}

/** `podspot-mock listen …`: forwards until SIGINT, SIGTERM or the end of the npx that started it (exit 0); one line naming the fix on failure. */
export async function runListen(argv: string[], env: Record<string, string | undefined>): Promise<number> {
  const args = commandArgs(argv, LISTEN_HELP, ['forward-to', 'events']);
  if (typeof args === 'number') return args;
  const { values, positionals } = args;
  if (positionals.length > 0) {
    console.error(`listen takes no argument (${positionals.join(' ')}): give the URL as --forward-to URL.`);
    return 2;
  }
  const forwardTo = values['forward-to'];
  if (!forwardTo || !URL.canParse(forwardTo) || !/^https?:$/.test(new URL(forwardTo).protocol)) {
    console.error('Give --forward-to http://localhost:3000/hook: the URL each delivery is POSTed on to.');
    return 2;
  }
  const target = targetOf(values, env);
  let listener: Listener;
  try {
    listener = await startListener(target, forwardTo, { events: values.events?.split(',').map((e) => e.trim()) });
  } catch (error) {
    console.error((error as Error).message);
    return 1;
  }
  const where = target.sandbox ? `sandbox ${target.sandbox}` : 'the default sandbox';
  console.log(
    `Ready: webhooks of ${where} go to ${forwardTo} (endpoint ${listener.endpointId}). ` +
      `Signing secret: ${listener.secret}. Ctrl-C stops.`,
  );
  await new Promise<void>((resolve) => {
    process.once('SIGINT', resolve);
    process.once('SIGTERM', resolve);
    // A test runner's SIGTERM (or SIGKILL) ends npx without passing it on: without this the process outlived it,
    // its endpoint registered, forwarding for ever.
    stopWithParent(resolve);
  });
  await listener.stop();
  return 0;
}
