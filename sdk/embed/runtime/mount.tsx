import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, type ApiClient } from '../../api/client';
import baseCss from '../../ui/base.css?raw';
import { ErrorBoundary } from '../../ui/error-boundary';
import { adoptStyles, replaceOwnSheet } from '../../ui/styles';
import { WidgetProvider, type WidgetEnvironment } from '../../ui/widget-context';
import { withCallbackEvents } from './callback-events';
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
      let given = props;
      let current = withCallbackEvents(widget, target, given) as P;
      const emit: WidgetEnvironment['emit'] = (type, detail) => host.emit(type, detail, target);
      const render = () => {
        container.dataset.scheme = host.getAppearance().colorScheme ?? 'auto';
        const environment = { client: clientFor(host), locale: host.getLocale(), emit, widget };
        root.render(
          <WidgetProvider value={environment}>
            <ErrorBoundary onError={(error) => emit('error', { widget, message: error.message })}>
              <Component {...current} />
            </ErrorBoundary>
          </WidgetProvider>,
        );
      };
      render();
      const unsubscribe = host.subscribe(() => {
        theme = replaceOwnSheet(
          shadow,
          theme,
          themeCss({ ...host.getAppearance(), fontFamily: fontOf(host.getAppearance(), target) }),
        );
        render();
      });
      return {
        update(next) {
          given = { ...given, ...next };
          current = withCallbackEvents(widget, target, given) as P;
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
