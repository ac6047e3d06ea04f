// Type-checked under `strict` (never run): each good line must compile, each `@ts-expect-error` line must fail, or tsc
// reports the directive as unused (TS2578).
import {
  loadPodspot,
  type Appearance,
  type PodspotEvent,
  type PodspotEvents,
  type PodspotInstance,
  type PodspotOptions,
  type WidgetHandle,
  type WidgetName,
  type WidgetProps,
} from '@podspot/js';
import { installFakePodspot } from '@podspot/js/testing';
import {
  EarningsCard,
  GoLiveUploader,
  OpportunitiesInbox,
  PodspotProvider,
  SpendTable,
  type PodspotInstance as ReexportedInstance,
  type WidgetName as ReexportedWidgetName,
} from '@podspot/react';

// loadPodspot: the global, or null on the server.
const loaded: Promise<Awaited<ReturnType<typeof loadPodspot>>> = loadPodspot({ src: 'https://x.test/podspot.js' });
void loaded.then((Podspot) => Podspot?.init({ fetchToken: async () => 'token' }));
// @ts-expect-error -- `src` is a URL string
void loadPodspot({ src: 42 });

// window.Podspot is declared.
const version: string | undefined = window.Podspot?.version;
const appearance: Appearance = { colorPrimary: '#0a7c4a', radius: '10px', colorScheme: 'dark' };
// @ts-expect-error -- colorScheme is light, dark or auto
const badAppearance: Appearance = { colorScheme: 'sepia' };
const options: PodspotOptions = {
  fetchToken: async () => 'token',
  appearance,
  onEvent: (event: PodspotEvent) => {
    if (event.type === 'opportunity_rejected') {
      const undo: boolean = event.detail.undo;
      void undo;
    }
  },
};
const instance: PodspotInstance | undefined = window.Podspot?.init(options);
const card: WidgetHandle<WidgetProps['earnings-card']> | undefined = instance?.mount('earnings-card', '#card', {
  preset: 'last_7_days',
});
card?.update({ podcastId: 'all' });
// @ts-expect-error -- an unknown widget
instance?.mount('earnings-chart', '#card');
// @ts-expect-error -- a wrong prop: the earnings card has no `compact`
instance?.mount('earnings-card', '#card', { compact: true });
// @ts-expect-error -- a wrong prop value: not a date preset
card?.update({ preset: 'last_week' });
instance?.on('opportunity_accepted', (detail) => detail.opportunityId.toFixed());
// @ts-expect-error -- a wrong event detail: opportunity_accepted carries no podcastId
instance?.on('opportunity_accepted', (detail) => detail.podcastId);

// The podspot:* DOM events are typed on window, document and elements (they bubble, composed, up to window).
window.addEventListener('podspot:ready', (e) => {
  const widget: WidgetName = e.detail.widget;
  void widget;
});
document.addEventListener('podspot:opportunity_accepted', (e) => {
  const id: number = e.detail.opportunityId;
  void id;
});
document.addEventListener('podspot:ready', (e) => {
  const widget: WidgetName = e.detail.widget;
  void widget;
});
document.querySelector('podspot-opportunities-inbox')?.addEventListener('podspot:opportunity_rejected', (e) => {
  const undo: boolean = e.detail.undo;
  void undo;
});
document.addEventListener('podspot:opportunity_accepted', (e) => {
  // @ts-expect-error -- a wrong event detail: opportunityId is a number
  const id: string = e.detail.opportunityId;
  void id;
});
const detail: PodspotEvents['export_downloaded'] = { widget: 'spend-table', fileName: 'earnings.csv' };
// @ts-expect-error -- a wrong event detail: fileName is required
const badDetail: PodspotEvents['export_downloaded'] = {};

// The four elements are known to the DOM.
const element: HTMLElement | null = document.querySelector('podspot-earnings-card');
const created: HTMLElementTagNameMap['podspot-spend-table'] = document.createElement('podspot-spend-table');

// The test kit.
const fake = installFakePodspot();
fake.emit('opportunity_accepted', { opportunityId: 7 });
// @ts-expect-error -- a wrong event detail for emit
fake.emit('opportunity_accepted', { opportunityId: '7' });
const mountedNames: WidgetName[] = fake.mounts.map((m) => m.name);
const initOptions: PodspotOptions[] = fake.inits;
fake.uninstall();

// The React wrapper: widget props, wrapper props, the re-exported types.
const reexported: ReexportedWidgetName = 'spend-table';
const sameInstance: ReexportedInstance | undefined = instance;
export const page = (
  <PodspotProvider fetchToken={async () => 'token'} appearance={appearance} locale="en-US">
    <EarningsCard
      id="card"
      className="card"
      style={{ minHeight: 120 }}
      data-testid="earnings"
      aria-label="Earnings"
      preset="last_7_days"
    />
    <OpportunitiesInbox podcastId="all" onViewChange={(view) => view.toUpperCase()} />
    <GoLiveUploader podspotId={3} />
    <SpendTable preset="last_90_days" onSelect={(podcastId) => podcastId} />
    {/* @ts-expect-error -- a wrong prop value: not a date preset */}
    <EarningsCard preset="last_week" />
    {/* @ts-expect-error -- a wrong prop: the inbox has no preset */}
    <OpportunitiesInbox preset="last_7_days" />
    {/* @ts-expect-error -- a callback with the wrong argument: onSelect gets a podcast id or 'all' */}
    <SpendTable onSelect={(podcastId: boolean) => podcastId} />
    {/* The custom elements in JSX, attributes typed. */}
    <podspot-earnings-card preset="last_7_days" />
    <podspot-opportunities-inbox />
    {/* @ts-expect-error -- a wrong attribute value: not a date preset */}
    <podspot-earnings-card preset="yesterday" />
    {/* @ts-expect-error -- an unknown widget element */}
    <podspot-earnings-chart />
  </PodspotProvider>
);

export const noToken = (
  // @ts-expect-error -- PodspotProvider needs fetchToken
  <PodspotProvider locale="en-US">
    <EarningsCard />
  </PodspotProvider>
);

export const used = [version, badAppearance, detail, badDetail, element, created, mountedNames, initOptions];
export const reexports = [reexported, sameInstance];
