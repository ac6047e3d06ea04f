// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { PodspotEvent } from '../../public-types';
import { loadPodspot } from '../load-podspot';
import { installFakePodspot, type FakePodspot } from './fake-podspot';

let fake: FakePodspot | null = null;
const install = () => (fake = installFakePodspot());
afterEach(() => {
  fake?.uninstall();
  fake = null;
  document.body.replaceChildren();
});
const fetchToken = async () => 'token';
const box = () => document.body.appendChild(document.createElement('div'));

describe('installFakePodspot', () => {
  it('is the window.Podspot that loadPodspot resolves, with no script tag', async () => {
    install();
    expect(await loadPodspot()).toBe(window.Podspot);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it("records each init's options and each mount, update and unmount", () => {
    const podspot = install();
    const options = { fetchToken, locale: 'en-GB' };
    const instance = window.Podspot!.init(options);
    const target = box();
    target.id = 'spend';
    const handle = instance.mount('spend-table', '#spend', { preset: 'last_7_days' });
    handle.update({ preset: 'last_90_days' });
    handle.update({ advertiserId: 4 });
    expect(podspot.inits).toEqual([options]);
    expect(podspot.mounts).toEqual([
      {
        name: 'spend-table',
        target,
        props: { preset: 'last_7_days' },
        updates: [{ preset: 'last_90_days' }, { advertiserId: 4 }],
        unmounted: false,
      },
    ]);
    handle.unmount();
    expect(podspot.mounts[0].unmounted).toBe(true);
    instance.mount('earnings-card', box());
    instance.destroy();
    expect(podspot.mounts[1].unmounted).toBe(true);
  });

  it("calls each instance's fetchToken once, at its first mount, and records what it gave", async () => {
    const podspot = install();
    const asked = vi.fn(async () => 'token-from-backend');
    const first = window.Podspot!.init({ fetchToken: asked });
    expect(asked).not.toHaveBeenCalled(); // not before a widget mounts, as the SDK
    first.mount('earnings-card', box());
    first.mount('opportunities-inbox', box());
    const failing = window.Podspot!.init({ fetchToken: () => Promise.reject(new Error('backend down')) });
    failing.mount('spend-table', box());
    const odd = window.Podspot!.init({ fetchToken: () => Promise.reject('no') });
    odd.mount('spend-table', box());
    await vi.waitFor(() => expect(podspot.tokens).toHaveLength(3));
    expect(asked).toHaveBeenCalledTimes(1);
    expect(podspot.tokens).toEqual(['token-from-backend', new Error('backend down'), new Error('no')]);
  });

  it('sets React’s act environment flag while installed, and puts back what was there', () => {
    const flag = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    expect(flag.IS_REACT_ACT_ENVIRONMENT).toBeUndefined();
    install().uninstall();
    expect('IS_REACT_ACT_ENVIRONMENT' in flag).toBe(false);
    flag.IS_REACT_ACT_ENVIRONMENT = false;
    const podspot = install();
    expect(flag.IS_REACT_ACT_ENVIRONMENT).toBe(false); // the host's own choice stands
    podspot.uninstall();
    delete flag.IS_REACT_ACT_ENVIRONMENT;
    install();
    expect(flag.IS_REACT_ACT_ENVIRONMENT).toBe(true);
  });

  it('checks arguments as the SDK does', () => {
    install();
    expect(() => window.Podspot!.init({} as never)).toThrow('`fetchToken` must be a function');
    const strict = window.Podspot!.init({ fetchToken, strict: true });
    expect(() => strict.mount('pie-chart' as never, box())).toThrow('unknown widget "pie-chart"');
    expect(() => strict.mount('earnings-card', '#nowhere')).toThrow('no element matches "#nowhere"');
  });

  it('refuses a mount the SDK refuses with its one console line, and records none', () => {
    const podspot = install();
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const instance = window.Podspot!.init({ fetchToken });
    instance.mount('earnings-card', 'div[').unmount();
    instance.destroy();
    instance.mount('earnings-card', box());
    expect(error.mock.calls).toEqual([
      ['Podspot mount: no element matches "div[" (yet)'],
      ['Podspot mount: instance destroyed'],
    ]);
    expect(podspot.mounts).toEqual([]);
    error.mockRestore();
  });

  it("prints the widget's console lines about its props on mount and update, and records the props as given", () => {
    const podspot = install();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const instance = window.Podspot!.init({ fetchToken });
    const handle = instance.mount('earnings-card', box(), {
      preset: 'last_week' as never,
      podcastID: 4,
      onReady: () => undefined,
      appearance: { colorPrimary: '#0a7c4a' },
    } as never);
    handle.update({ href: 42 as never });
    instance.mount('spend-table', box(), { preset: 'last_7_days', onSelect: () => undefined });
    expect(warn.mock.calls.map(([line]) => line)).toEqual([
      expect.stringMatching(
        /^\[Podspot\] earnings-card: prop `preset` is "last_week"; expected one of "this_month", .*The widget uses its default instead, and sends nothing with it to the API\. See sdk\/README\.md#invalid-prop-or-option$/,
      ),
      expect.stringMatching(
        /^\[Podspot\] earnings-card: `podcastID` is not a prop of this widget \(given 4\); its props are preset, podcastId, href, onNavigate, onLoaderStart, onReady, onLoadError\. It is ignored\./,
      ),
      expect.stringMatching(/^\[Podspot\] earnings-card: prop `href` is 42; expected a string\./),
    ]);
    expect(podspot.mounts[0]!.props).toMatchObject({ preset: 'last_week', podcastID: 4 });
    warn.mockRestore();
  });

  it("emits to the instance's onEvent, its on() listeners and as a bubbling DOM event on the widget's target", () => {
    const podspot = install();
    const onEvent = vi.fn<(event: PodspotEvent) => void>();
    const instance = window.Podspot!.init({ fetchToken, onEvent });
    const listener = vi.fn();
    instance.on('opportunity_accepted', listener);
    const target = box();
    instance.mount('opportunities-inbox', target);
    const seen: { target: EventTarget | null; detail: unknown; composed: boolean }[] = [];
    document.addEventListener('podspot:opportunity_accepted', (e) =>
      seen.push({ target: e.target, detail: e.detail, composed: e.composed }),
    );
    podspot.emit('opportunity_accepted', { opportunityId: 7 });
    expect(onEvent).toHaveBeenCalledWith({ type: 'opportunity_accepted', detail: { opportunityId: 7 } });
    expect(listener).toHaveBeenCalledWith({ opportunityId: 7 });
    expect(seen).toEqual([{ target, detail: { opportunityId: 7 }, composed: true }]);
  });

  it('picks the widget named in the detail (or given), so the right instance and target get it', () => {
    const podspot = install();
    const first = vi.fn();
    const second = vi.fn();
    const card = box();
    const table = box();
    window.Podspot!.init({ fetchToken, onEvent: first }).mount('earnings-card', card);
    window.Podspot!.init({ fetchToken, onEvent: second }).mount('spend-table', table);
    const targets: EventTarget[] = [];
    document.addEventListener('podspot:ready', (e) => targets.push(e.target!));
    podspot.emit('ready', { widget: 'earnings-card' });
    podspot.emit('export_downloaded', { fileName: 'spend.csv' }, 'spend-table');
    expect(first).toHaveBeenCalledWith({ type: 'ready', detail: { widget: 'earnings-card' } });
    expect(second).toHaveBeenCalledWith({ type: 'export_downloaded', detail: { fileName: 'spend.csv' } });
    expect(targets).toEqual([card]);
  });

  it('says what is missing when no init ran', () => {
    const podspot = install();
    expect(() => podspot.emit('ready', { widget: 'earnings-card' })).toThrow('no Podspot.init ran yet');
  });

  it('puts back the window.Podspot there was, or none', () => {
    const real = { init: vi.fn(), version: '0.1.0', widgets: [] };
    window.Podspot = real;
    install().uninstall();
    expect(window.Podspot).toBe(real);
    delete window.Podspot;
    install().uninstall();
    expect('Podspot' in window).toBe(false);
    fake = null;
  });
});
