import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import baseCss from '../../ui/base.css?raw';
import { ErrorBoundary } from '../../ui/error-boundary';
import { adoptStyles, replaceOwnSheet } from '../../ui/styles';
import { WidgetProvider, type WidgetEnvironment } from '../../ui/widget-context';
import { checkDrawnContrast } from './drawn-contrast';
import { themeFor } from './theme';
import type { Theme } from './theme-of';
import type { LifecycleProps } from '../../core/events';
import type { PropRule } from '../../core/prop-check';
import { withCallbackEvents } from './callback-events';
import { widgetLanguage, type WidgetLanguage } from './locale';
import type { WidgetName } from '../../core/widget-names';
import { checkedProps, LIFECYCLE_RULES, warnGone } from './checked-props';
import { sharedOf } from './instance-shared';
import { ownAppearance, withoutAppearance } from './own-appearance';
import { createWidgetEmit } from './widget-emit';
import type { HostContext, WidgetModule } from '../contract';
import type { WidgetHandle } from '../public-types';

// `all: initial` stops the host page's inherited styles (font, colour, spacing) at the shadow boundary. The font
// family still inherits to the host element only (`.ps-root` sets its own), so `fontFamily: 'inherit'` can read it.
const HOST_CSS = ':host{all:initial;display:block;font-family:inherit}:host([hidden]){display:none}';

/**
 * Renders one widget component into its own open shadow root on the target element. Its props are checked against
 * `rules` first: a value the widget cannot use is dropped (its default applies) and the developer is told once.
 */
export function createMounter<P extends object>(
  widget: WidgetName,
  Component: ComponentType<P>,
  css: readonly string[],
  rules: Record<string, PropRule>,
): WidgetModule {
  return {
    // Nothing throws into the host page: a target that cannot hold a shadow root (an <input>, an element with one
    // closed) is an `error` event, and the handle does nothing. A target out of the document by the time this code
    // arrived (removed, or never put in) is not mounted (docs/decisions/0038-mount-never-throws.md).
    mountWidget(target: Element, props: object, host: HostContext, owner?: WidgetHandle): WidgetHandle {
      try {
        if (target.isConnected) return mountInto(target, props, host, owner);
        owner?.unmount();
      } catch (error) {
        const message = String((error as Error)?.message ?? error);
        host.emit('error', { widget, id: target.id || undefined, message }, target);
      }
      return { update() {}, unmount() {} };
    },
  };

  function mountInto(target: Element, props: object, host: HostContext, owner?: WidgetHandle): WidgetHandle {
    const { client, changes } = sharedOf(host);
    const self = {};
    const shadow = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
    const container = document.createElement('div');
    container.className = 'ps-root';
    shadow.replaceChildren(container);
    adoptStyles(shadow, HOST_CSS, baseCss, ...css);
    // The look is drawn with the texts: at once for none or the first four options, else once its chunk is in.
    // `appearance` of a <podspot-*> element (sdk/embed/element-attributes.ts): this widget's look over the instance's.
    let own = ownAppearance(widget, props);
    let look: Theme | null = null;
    let theme: ReturnType<typeof replaceOwnSheet> | null = null;
    let looks = 0;
    let drawnLook = true;
    const changeLook = () => {
      const asked = ++looks;
      const apply = (next: Theme) => {
        if (asked !== looks || gone) return;
        look = next;
        drawnLook = false;
        theme = replaceOwnSheet(shadow, theme, next.css);
      };
      const next = themeFor(own.over(host.getAppearance()), target);
      if ('then' in next)
        void next.then((arrived) => {
          apply(arrived);
          render();
        });
      else apply(next);
    };
    const root = createRoot(container);
    const withLifecycle = { ...rules, ...LIFECYCLE_RULES };
    let given = checkedProps(widget, withLifecycle, withoutAppearance(props));
    let current = withCallbackEvents(widget, target, given) as P;
    let gone = false;
    // A mount element the host took out of the page without unmount() (docs/decisions/0038-mount-never-throws.md): the
    // widget notices at its next render, event or change, and unmounts through the loader's handle (`owner`), so the
    // element is free again; nothing more is drawn, asked or sent (no `ready`). A move within one task is not noticed.
    const alive = () => target.isConnected || owner?.unmount();
    const send = createWidgetEmit(widget, target, host, changes, self, () => current as LifecycleProps);
    const emit: typeof send = (type, detail) => alive() && send(type, detail);
    // `loaderstart` and the `podspot:<widget>:start` mark came from the loader at mount(), before this code arrived.
    const onChange: WidgetEnvironment['onChange'] = (listener) =>
      changes.subscribe(self, (change) => alive() && listener(change));
    // The texts are drawn once their catalogue is in (English at once); a new locale keeps the old texts until then.
    let language: WidgetLanguage | null = null;
    let asked: string | undefined;
    const changeLanguage = () => {
      const requested = host.getLocale();
      if (language && requested === asked) return;
      asked = requested;
      const show = (next: WidgetLanguage) => {
        if (asked !== requested || next.key === language?.key) return;
        language = next;
        render();
      };
      const next = widgetLanguage(requested);
      if ('then' in next) void next.then(show);
      else show(next);
    };
    const render = () => {
      if (!language || !look || !alive()) return;
      Object.assign(container.dataset, look.data);
      // A host element with dir="rtl" (inherited into the shadow root) mirrors the widget too.
      container.dir = language.dir === 'rtl' || getComputedStyle(target).direction === 'rtl' ? 'rtl' : 'ltr';
      container.lang = language.lang;
      const { format: locale, messages } = language;
      const environment = { client, locale, messages, emit, widget, onChange };
      root.render(
        <WidgetProvider value={environment}>
          <ErrorBoundary onError={(error) => emit('error', { widget, message: error.message })}>
            <Component {...current} />
          </ErrorBoundary>
        </WidgetProvider>,
      );
      // Each new look is checked once as drawn, after the frame that draws it (sdk/embed/runtime/drawn-contrast.ts),
      // where it can fail: the default colours on the widget's own card always pass.
      if (!drawnLook) {
        drawnLook = true;
        if (look.data.frame === 'none' || look.coloured)
          setTimeout(() => gone || checkDrawnContrast(widget, container));
      }
    };
    changeLook();
    changeLanguage();
    const unsubscribe = host.subscribe(() => {
      changeLook();
      changeLanguage();
      render();
    });
    const handle: WidgetHandle = {
      update(next) {
        if (gone) return warnGone(widget, 'update');
        if ('appearance' in next) {
          own = ownAppearance(widget, next);
          changeLook();
        }
        given = { ...given, ...checkedProps(widget, withLifecycle, withoutAppearance(next)) };
        current = withCallbackEvents(widget, target, given) as P;
        render();
      },
      unmount() {
        // Unmounting twice is harmless and common (a framework's cleanup after the instance was destroyed): silent.
        if (gone) return;
        gone = true;
        unsubscribe();
        root.unmount();
        shadow.replaceChildren();
        if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [];
      },
    };
    return handle;
  }
}
