import { createClient, type ApiClient } from '../../api/client';
import { createChangeBus, type ChangeBus } from '../../core/change-bus';
import { describeValue, warnOnce } from '../../core/diagnostics';
import { createTokenSource, TOKEN_TIMEOUT_MS } from './token';
import type { HostContext } from '../contract';
import type { PodspotOptions } from '../public-types';

/** What the widgets of one instance share: one API client (one token), and the bus their changes travel on. */
type Shared = { client: ApiClient; changes: ChangeBus };
const shared = new WeakMap<object, Shared>();

const OPTIONS = {
  fetchToken: true,
  apiBase: true,
  appearance: true,
  locale: true,
  onEvent: true,
  tokenTimeout: true,
  strict: true,
} satisfies Record<keyof PodspotOptions, true>;

/** `init` throws for options that cannot work (loader/validate.ts); these it can work around, so it says so once. */
function checkOptions(options: PodspotOptions | undefined): number {
  for (const key of Object.keys(options ?? {}))
    if (!Object.hasOwn(OPTIONS, key))
      warnOnce(
        `Podspot.init: \`${key}\` is not an option (given ${describeValue((options as Record<string, unknown>)[key])}); the options are ${Object.keys(OPTIONS).join(', ')}. It is ignored.`,
        'unknown-widget-prop-or-option',
      );
  const timeout = options?.tokenTimeout;
  if (timeout === undefined) return TOKEN_TIMEOUT_MS;
  if (typeof timeout === 'number' && timeout > 0 && Number.isFinite(timeout)) return timeout;
  warnOnce(
    `Podspot.init: \`tokenTimeout\` is ${describeValue(timeout)}; expected a number of milliseconds above 0. The default, ${TOKEN_TIMEOUT_MS}, applies.`,
    'invalid-prop-or-option',
  );
  return TOKEN_TIMEOUT_MS;
}

/** The instance's shared parts, made by its first widget (widget chunks keep them on the instance's `key`). */
export function sharedOf(host: HostContext): Shared {
  let own = shared.get(host.key);
  if (!own) {
    const timeout = checkOptions(host.options);
    own = {
      client: createClient({
        baseURL: host.apiBase,
        token: createTokenSource(host.fetchToken, timeout),
        early: host.early,
      }),
      changes: createChangeBus(),
    };
    shared.set(host.key, own);
  }
  return own;
}
