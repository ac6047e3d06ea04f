// @vitest-environment happy-dom
// The Vue wrapper on the repository's Vue 3, against the test kit's fake window.Podspot.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApp, defineComponent, h, nextTick, ref, type App, type Component } from 'vue';
import type { PodspotInstance, WidgetName } from '../js/index';
import { installFakePodspot, type FakeMount, type FakePodspot } from '../js/testing/index';
import { EarningsCard, OpportunitiesInbox, PodspotProvider, SpendTable, usePodspot } from './index';

const fetchToken = async () => 'token';
let podspot: FakePodspot;
let app: App | null;
let container: HTMLElement;
beforeEach(() => {
  podspot = installFakePodspot();
  vi.spyOn(window.Podspot!, 'init');
  container = document.body.appendChild(document.createElement('div'));
});
afterEach(() => {
  app?.unmount();
  app = null;
  podspot.uninstall();
  container.remove();
  vi.restoreAllMocks();
});
/** Mounts `render` as the app's root and waits for the SDK to load and the widgets to mount. */
async function show(setup: () => () => unknown) {
  app = createApp(defineComponent({ setup }) as Component);
  app.mount(container);
  await settle();
}
const settle = async () => {
  for (let i = 0; i < 3; i += 1) await nextTick(); // loadPodspot resolves, init, then the post-flush watchers mount
};
const provider = (children: () => unknown, props: object = {}) =>
  h(PodspotProvider, { fetchToken, ...props }, children);
/** The instance the provider created. */
const created = () => vi.mocked(window.Podspot!.init).mock.results[0].value as PodspotInstance;
/** The first mount of widget `name`, typed as that widget's. */
const mountOf = <N extends WidgetName>(name: N) => podspot.mounts.find((m): m is FakeMount<N> => m.name === name)!;

describe('the Vue wrapper', () => {
  it('runs init once and mounts each widget once, into its own element, with the props given', async () => {
    await show(() => () => provider(() => [h(EarningsCard, { preset: 'last_7_days', id: 'e' }), h(SpendTable)]));
    expect(podspot.inits).toHaveLength(1);
    expect(podspot.mounts.map((m) => [m.name, m.unmounted])).toEqual([
      ['earnings-card', false],
      ['spend-table', false],
    ]);
    expect(mountOf('earnings-card').target).toBe(container.querySelector('#e[data-podspot-widget="earnings-card"]'));
    expect(mountOf('earnings-card').props).toEqual({ preset: 'last_7_days' });
  });

  it('takes kebab-case attributes as the camelCase props, and a bare boolean attribute as true', async () => {
    const bare = '' as unknown as boolean; // what a template's bare `compact` gives
    await show(
      () => () => provider(() => h(OpportunitiesInbox, { compact: bare, 'podcast-id': 3, 'accepted-href': '' })),
    );
    expect(mountOf('opportunities-inbox').props).toEqual({ compact: true, podcastId: 3, acceptedHref: '' });
  });

  it('sends changed props through update, only the keys that changed', async () => {
    const preset = ref<'last_7_days' | 'last_30_days'>('last_7_days');
    const other = ref(0);
    await show(
      () => () => provider(() => h(EarningsCard, { preset: preset.value, href: '/in', 'data-n': other.value })),
    );
    other.value = 1; // a wrapper attribute: nothing for the widget
    await settle();
    preset.value = 'last_30_days';
    await settle();
    expect(mountOf('earnings-card').updates).toEqual([{ preset: 'last_30_days' }]);
    expect(podspot.mounts).toHaveLength(1);
  });

  it('emits each callback the parent listens to, and gives the widget no callback nobody listens to', async () => {
    const seen: unknown[] = [];
    await show(
      () => () =>
        provider(() => [
          h(OpportunitiesInbox, {
            onViewChange: (view: string) => seen.push(view),
            onReady: (d: object) => seen.push(d),
          }),
          h(EarningsCard),
        ]),
    );
    const inbox = mountOf('opportunities-inbox').props;
    expect(Object.keys(inbox).sort()).toEqual(['onReady', 'onViewChange']);
    inbox.onViewChange!('not-interested');
    inbox.onReady!({ widget: 'opportunities-inbox' });
    expect(seen).toEqual(['not-interested', { widget: 'opportunities-inbox' }]);
    // No `@navigate`: the widget follows its links itself.
    expect(mountOf('earnings-card').props).toEqual({});
  });

  it('gives a listener added later at once, then calls the latest listener with no update', async () => {
    const listening = ref(false);
    const count = ref(0);
    const seen: string[] = [];
    await show(
      () => () =>
        provider(() =>
          h(SpendTable, {
            'data-count': count.value,
            // A new function on every render, reading that render's count.
            onSelect: listening.value ? (id: number | 'all') => seen.push(`${count.value}:${id}`) : undefined,
          }),
        ),
    );
    listening.value = true;
    await settle();
    count.value = 5;
    await settle();
    const { updates } = mountOf('spend-table');
    expect(updates.map((u) => Object.keys(u))).toEqual([['onSelect']]);
    updates[0].onSelect!(12);
    expect(seen).toEqual(['5:12']);
  });

  it('unmounts the widget on v-if, mounts one again when shown, and destroys the instance with the provider', async () => {
    const shown = ref(true);
    const withProvider = ref(true);
    await show(() => () => (withProvider.value ? provider(() => (shown.value ? h(EarningsCard) : null)) : null));
    shown.value = false;
    await settle();
    shown.value = true;
    await settle();
    expect(podspot.mounts.map((m) => m.unmounted)).toEqual([true, false]);
    expect(container.querySelectorAll('[data-podspot-widget]')).toHaveLength(1);
    const destroy = vi.spyOn(created(), 'destroy');
    withProvider.value = false;
    await settle();
    expect(podspot.mounts.map((m) => m.unmounted)).toEqual([true, true]);
    expect(destroy).toHaveBeenCalledTimes(1);
  });

  it('applies appearance and locale changes at once, and none for an equal inline object', async () => {
    const color = ref('#0a7c4a');
    const renders = ref(0);
    await show(() => () => {
      const n = renders.value; // read here, so the provider gets new props on every render
      return provider(() => h(EarningsCard, { 'data-renders': n }), {
        appearance: { colorPrimary: color.value }, // a new object on every render
        locale: 'en-US',
      });
    });
    const update = vi.spyOn(created(), 'update');
    renders.value += 1;
    await settle();
    expect(container.querySelector('[data-renders="1"]')).not.toBeNull();
    expect(update).not.toHaveBeenCalled();
    color.value = '#000000';
    await settle();
    expect(update.mock.calls).toEqual([[{ appearance: { colorPrimary: '#000000' }, locale: 'en-US' }]]);
  });

  it('gives usePodspot() the instance once loaded', async () => {
    let seen: unknown = 'not called';
    const Probe = defineComponent({
      setup() {
        const instance = usePodspot();
        return () => {
          seen = instance.value;
          return null;
        };
      },
    });
    await show(() => () => provider(() => h(Probe)));
    expect(seen).toBe(created());
  });

  it('renders nothing outside a provider and warns once, naming the fix', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await show(() => () => [h(SpendTable), h(SpendTable)]);
    expect(container.querySelectorAll('[data-podspot-widget]')).toHaveLength(0);
    expect(warn.mock.calls).toEqual([
      [
        '[Podspot] <SpendTable> is outside a <PodspotProvider> and renders nothing. See sdk/README.md#component-outside-its-provider',
      ],
    ]);
  });

  it('reports an init that throws as an error event, and mounts nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const events: unknown[] = [];
    await show(
      () => () =>
        provider(() => h(EarningsCard), { fetchToken: 'not a function', onEvent: (e: unknown) => events.push(e) }),
    );
    expect(error).toHaveBeenCalledTimes(1);
    expect(events).toEqual([{ type: 'error', detail: { message: expect.stringContaining('fetchToken') } }]);
    expect(podspot.mounts).toEqual([]);
  });
});
