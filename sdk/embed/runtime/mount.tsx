import type { ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { createClient, type ApiClient } from '../../api/client';
import baseCss from '../../ui/base.css?raw';
import { ErrorBoundary } from '../../ui/error-boundary';
import { adoptStyles, replaceOwnSheet } from '../../ui/styles';
import { WidgetProvider, type WidgetEnvironment } from '../../ui/widget-context';
import { themeFor } from './theme';
import { createTokenSource } from './token';
import type { WidgetName } from '../../core/widget-names';
import type { HostContext, WidgetModule } from '../contract';
import type { WidgetHandle } from '../public-types';

// `all: initial` stops the host page's inherited styles (font, colour, spacing) at the shadow boundary. The font
// family still inherits to the host element only (`.ps-root` sets its own), so `fontFamily: 'inherit'` can read it.
const HOST_CSS = ':host { all: initial; display: block; font-family: inherit; } :host([hidden]) { display: none; }';
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
      let look = themeFor(host.getAppearance(), target);
      let theme = replaceOwnSheet(shadow, null, look.css);
      const root = createRoot(container);
      let current = props as P;
      const emit: WidgetEnvironment['emit'] = (type, detail) => host.emit(type, detail, target);
      const render = () => {
        Object.assign(container.dataset, look.data);
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
        look = themeFor(host.getAppearance(), target);
        theme = replaceOwnSheet(shadow, theme, look.css);
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
