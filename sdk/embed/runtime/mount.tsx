import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, type ApiClient } from '../../api/client';
import baseCss from '../../ui/base.css?raw';
import { ErrorBoundary } from '../../ui/error-boundary';
import { adoptStyles, replaceOwnSheet } from '../../ui/styles';
import { WidgetProvider, type WidgetEnvironment } from '../../ui/widget-context';
import { widgetLanguage, type WidgetLanguage } from './locale';
import { createTokenSource } from './token';
import type { WidgetName } from '../../core/widget-names';
import type { HostContext, WidgetModule } from '../contract';
import type { Appearance, WidgetHandle } from '../public-types';

// `all: initial` stops the host page's inherited styles (font, colour, spacing) at the shadow boundary.
const HOST_CSS = ':host { all: initial; display: block; } :host([hidden]) { display: none; }';
const clients = new WeakMap<object, ApiClient>();

const clientFor = (host: HostContext) => {
  let client = clients.get(host.key);
  if (!client)
    clients.set(
      host.key,
      (client = createClient({
        baseURL: host.apiBase,
        token: createTokenSource(host.fetchToken),
        early: host.takeEarly,
      })),
    );
  return client;
};

/** `fontFamily: 'inherit'` means the host's font where the widget sits; a custom property cannot inherit it by itself. */
const fontOf = (a: Appearance, target: Element) =>
  a.fontFamily === 'inherit' ? getComputedStyle(target.parentElement ?? target).fontFamily : a.fontFamily;

const themeCss = (a: Appearance) => {
  const vars = [
    a.colorPrimary && `--podspot-color-primary: ${a.colorPrimary};`,
    a.fontFamily && `--podspot-font-family: ${a.fontFamily};`,
    a.radius && `--podspot-radius: ${a.radius};`,
  ]
    .filter(Boolean)
    .join(' ');
  return `:host { ${vars} }`;
};

/** Renders one widget component into its own open shadow root on the target element. */
export function createMounter<P extends object>(
  widget: WidgetName,
  Component: ComponentType<P>,
  css: string[],
): WidgetModule {
  return {
    mountWidget(target: Element, props: object, host: HostContext): WidgetHandle {
      const shadow = target.shadowRoot ?? target.attachShadow({ mode: 'open' });
      const container = document.createElement('div');
      container.className = 'ps-root';
      shadow.replaceChildren(container);
      adoptStyles(shadow, HOST_CSS, baseCss, ...css);
      let theme = replaceOwnSheet(
        shadow,
        null,
        themeCss({ ...host.getAppearance(), fontFamily: fontOf(host.getAppearance(), target) }),
      );
      const root = createRoot(container);
      let current = props as P;
      const emit: WidgetEnvironment['emit'] = (type, detail) => host.emit(type, detail, target);
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
        if (!language) return;
        container.dataset.scheme = host.getAppearance().colorScheme ?? 'auto';
        // A host element with dir="rtl" (inherited into the shadow root) mirrors the widget too.
        container.dir = language.dir === 'rtl' || getComputedStyle(target).direction === 'rtl' ? 'rtl' : 'ltr';
        container.lang = language.format;
        const { format: locale, messages } = language;
        const environment = { client: clientFor(host), locale, messages, emit, widget };
        root.render(
          <WidgetProvider value={environment}>
            <ErrorBoundary onError={(error) => emit('error', { widget, message: error.message })}>
              <Component {...current} />
            </ErrorBoundary>
          </WidgetProvider>,
        );
      };
      changeLanguage();
      const unsubscribe = host.subscribe(() => {
        changeLanguage();
        theme = replaceOwnSheet(
          shadow,
          theme,
          themeCss({ ...host.getAppearance(), fontFamily: fontOf(host.getAppearance(), target) }),
        );
        render();
      });
      return {
        update(next) {
          current = { ...current, ...next };
          render();
        },
        unmount() {
          unsubscribe();
          root.unmount();
          shadow.replaceChildren();
          if ('adoptedStyleSheets' in shadow) shadow.adoptedStyleSheets = [];
        },
      };
    },
  };
}
