import { WIDGETS } from '../../core/widget-names';
import { ELEMENT_ATTRIBUTES } from '../element-attributes';
import type { PodspotInstance, WidgetHandle } from '../public-types';

const toProp = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const toValue = (value: string | null): unknown => {
  if (value === null || value === 'false') return undefined;
  if (value === '' || value === 'true') return true; // a bare boolean attribute such as `compact`
  return /^\d+$/.test(value) ? Number(value) : value;
};
// Kebab-case attributes become camelCase props.
const propsOf = (element: Element, attributes: readonly string[]) =>
  Object.fromEntries(
    attributes.filter((a) => element.hasAttribute(a)).map((a) => [toProp(a), toValue(element.getAttribute(a))]),
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
        static observedAttributes = ELEMENT_ATTRIBUTES[name];
        private handle: WidgetHandle | null = null;
        connectedCallback() {
          const instance = current();
          if (!instance || this.handle) return;
          this.handle = instance.mount(name, this, propsOf(this, ELEMENT_ATTRIBUTES[name]));
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
