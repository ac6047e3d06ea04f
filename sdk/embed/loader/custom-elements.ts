import { WIDGETS } from './widget-list';
import { ELEMENT_ATTRIBUTES, ELEMENT_PROPERTIES } from '../element-attributes';
import type { PodspotInstance, WidgetHandle } from '../public-types';

const toProp = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const toValue = (value: string | null): unknown => {
  if (value === null || value === 'false') return undefined;
  if (value === '' || value === 'true') return true; // a bare boolean attribute such as `compact`
  return /^\d+$/.test(value) ? Number(value) : value;
};
/**
 * `<podspot-earnings-card preset="last_30_days">` and its siblings. They mount through the most recent
 * `Podspot.init` instance; elements in the page before `init` upgrade as soon as it runs. Each attribute is also a
 * JS property in camelCase (`el.podcastId = 3`), for frameworks that set properties (Vue's `.prop`, Svelte, Lit,
 * Angular): both write the same props, the latest write wins. `appearance` is a property only (ELEMENT_PROPERTIES):
 * a prototype accessor like the others, since Svelte sets as a property only what has a setter. The browser reports
 * an element's attributes through attributeChangedCallback before connectedCallback, so `props` holds them when it
 * mounts.
 */
export function defineElements(current: () => PodspotInstance | null) {
  for (const name of WIDGETS) {
    const tag = `podspot-${name}`;
    // Elements already in the page mount now: defining the tag upgrades them (connectedCallback); a tag defined by an
    // earlier init has its elements asked again.
    if (customElements.get(tag)) {
      document
        .querySelectorAll(tag)
        .forEach((el) => (el as HTMLElement & { connectedCallback?(): void }).connectedCallback?.());
      continue;
    }
    const props = ELEMENT_ATTRIBUTES[name].map(toProp).concat(ELEMENT_PROPERTIES);
    class PodspotElement extends HTMLElement {
      static observedAttributes = ELEMENT_ATTRIBUTES[name];
      /** The mounted widget (short names, no initialiser: this file ships in the loader, whose budget is tight). */
      declare h?: WidgetHandle | null;
      /** The widget's props, from attributes and properties alike. */
      p: Record<string, unknown> = {};
      connectedCallback() {
        // A property set before the element was defined (elements are defined at init) is an own property that hides
        // the accessor: take it over.
        const own = this as unknown as Record<string, unknown>;
        for (const prop of props)
          // eslint-disable-next-line no-prototype-builtins -- an HTMLElement has it; Object.hasOwn costs loader bytes
          if (own.hasOwnProperty(prop)) {
            this.p[prop] = own[prop];
            delete own[prop];
          }
        this.h ||= current()?.mount(name, this, { ...this.p });
      }
      attributeChangedCallback(attribute: string, _old: string | null, value: string | null) {
        (this as unknown as Record<string, unknown>)[toProp(attribute)] = toValue(value);
      }
      disconnectedCallback() {
        this.h = this.h?.unmount() as undefined; // unmount() returns nothing: the element holds no widget
      }
    }
    for (const prop of props)
      Object.defineProperty(PodspotElement.prototype, prop, {
        get(this: PodspotElement) {
          return this.p[prop];
        },
        set(this: PodspotElement, value: unknown) {
          this.p[prop] = value;
          this.h?.update({ [prop]: value });
        },
      });
    customElements.define(tag, PodspotElement);
  }
}
