import { WIDGETS, type WidgetName } from '../../core/widget-names';
import type { PodspotInstance, WidgetHandle } from '../public-types';

/** Attributes every element watches; kebab-case attributes become camelCase props. */
const ATTRIBUTES = [
  'preset',
  'podcast-id',
  'podspot-id',
  'advertiser-id',
  'href',
  'accepted-href',
  'not-interested-href',
  'compact',
  'view',
];

const toProp = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const toValue = (value: string | null): unknown => {
  if (value === null || value === 'false') return undefined;
  if (value === '' || value === 'true') return true; // a bare boolean attribute such as `compact`
  return /^\d+$/.test(value) ? Number(value) : value;
};
const propsOf = (element: Element) =>
  Object.fromEntries(
    ATTRIBUTES.filter((a) => element.hasAttribute(a)).map((a) => [toProp(a), toValue(element.getAttribute(a))]),
  );

/**
 * `<podspot-earnings-card preset="last_30_days">` and its siblings. They mount through the most recent
 * `Podspot.init` instance; elements in the page before `init` upgrade as soon as it runs.
 */
export function defineElements(current: () => PodspotInstance | null) {
  for (const name of WIDGETS) {
    const tag = `podspot-${name}`;
    if (customElements.get(tag)) continue;
    customElements.define(
      tag,
      class extends HTMLElement {
        static observedAttributes = ATTRIBUTES;
        private handle: WidgetHandle | null = null;
        connectedCallback() {
          const instance = current();
          if (!instance || this.handle) return;
          this.handle = instance.mount(name as WidgetName, this, propsOf(this));
        }
        attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
          this.handle?.update({ [toProp(attribute)]: toValue(value) });
        }
        disconnectedCallback() {
          this.handle?.unmount();
          this.handle = null;
        }
      },
    );
  }
}
