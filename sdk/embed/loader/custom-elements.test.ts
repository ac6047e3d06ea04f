// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { defineElements } from './custom-elements';
import type { PodspotInstance } from '../public-types';

type Call = [string, string, Record<string, unknown>?];

/** An instance that records what the elements ask of it. */
function recordingInstance(calls: Call[]): PodspotInstance {
  return {
    mount(name, _target, props) {
      calls.push(['mount', name, { ...props }]);
      return {
        update: (next) => void calls.push(['update', name, { ...next }]),
        unmount: () => void calls.push(['unmount', name]),
      };
    },
    update: () => undefined,
    on: () => () => undefined,
    destroy: () => undefined,
  };
}

type Inbox = HTMLElement & { podcastId?: unknown; compact?: unknown; view?: unknown };

describe('<podspot-*> elements: attributes and properties', () => {
  const calls: Call[] = [];
  // A framework that sets properties may do so before the loader defined the elements (they are defined at init).
  // (Its attributes reach attributeChangedCallback at upgrade in browsers; happy-dom skips that, so none here.)
  const early = document.createElement('podspot-opportunities-inbox') as Inbox;
  early.podcastId = 12;
  defineElements(() => recordingInstance(calls));

  it('mounts with the attributes and the properties set before the element was defined', () => {
    document.body.append(early);
    expect(calls.at(-1)).toEqual(['mount', 'opportunities-inbox', { podcastId: 12 }]);
    expect(Object.hasOwn(early, 'podcastId')).toBe(false); // the accessor is in charge now
    early.podcastId = 13;
    expect(calls.at(-1)).toEqual(['update', 'opportunities-inbox', { podcastId: 13 }]);
    expect(early.podcastId).toBe(13);
  });

  it('takes every attribute as a camelCase property too, both ways, the latest write winning', () => {
    const el = document.createElement('podspot-opportunities-inbox') as Inbox;
    el.setAttribute('podcast-id', '3');
    document.body.append(el);
    expect(calls.at(-1)).toEqual(['mount', 'opportunities-inbox', { podcastId: 3 }]);
    expect(el.podcastId).toBe(3);
    el.view = 'not-interested';
    expect(calls.at(-1)).toEqual(['update', 'opportunities-inbox', { view: 'not-interested' }]);
    expect(el.getAttribute('view')).toBeNull(); // properties do not reflect to attributes
    el.setAttribute('view', 'inbox');
    expect(el.view).toBe('inbox');
    el.podcastId = { all: true }; // a property may carry what no attribute can
    expect(calls.at(-1)).toEqual(['update', 'opportunities-inbox', { podcastId: { all: true } }]);
  });

  it('has a property for each observed attribute of every element', () => {
    for (const [tag, props] of [
      ['podspot-earnings-card', ['preset', 'podcastId', 'href']],
      ['podspot-spend-table', ['preset', 'advertiserId']],
      ['podspot-go-live-uploader', ['podspotId']],
    ] as const) {
      const proto = customElements.get(tag)!.prototype as object;
      for (const prop of props)
        expect(Object.getOwnPropertyDescriptor(proto, prop)?.set, `${tag}.${prop}`).toBeTypeOf('function');
    }
  });
});
