import type { ReactElement } from 'react';
import { within } from '@testing-library/dom';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { fakeClient, flushRender, renderWidget, waitFor } from '@sdk/test/render-widget';

/** Shows where the page navigated to, so tests can read it. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{`${pathname}${search}`}</output>;
}

/**
 * Renders a console page at `url` inside a router. The console's own client (`console/lib/api`) calls `/api/...` with
 * fetch, which `fakeClient` replaces: pass the fake routes and read `calls`.
 */
export async function renderPage(
  element: ReactElement,
  routes: Parameters<typeof fakeClient>[0],
  options: { path?: string; url?: string } = {},
) {
  const path = options.path ?? '/page';
  const url = options.url ?? path;
  const fake = fakeClient(routes);
  const view = await renderWidget(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={path} element={element} />
        <Route path="*" element={null} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>,
    fake.client,
  );
  const root = view.container;
  return {
    ...fake,
    view,
    root,
    location: () => root.querySelector('[data-testid="location"]')?.textContent ?? '',
    input: (label: string) => {
      const found = [...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label);
      const input =
        found &&
        (root.querySelector<HTMLInputElement>(`#${CSS.escape(found.htmlFor)}`) ?? found.querySelector('input'));
      if (!input) throw new Error(`No field labelled "${label}"`);
      return input as HTMLInputElement;
    },
    button: (name: string) => {
      const found = [...root.querySelectorAll<HTMLButtonElement>('button')].find(
        (b) => b.textContent?.trim() === name || b.getAttribute('aria-label') === name,
      );
      if (!found) throw new Error(`No button "${name}"`);
      return found;
    },
    /** The error shown under a field. */
    fieldError: (label: string) => {
      const input = root.querySelector<HTMLInputElement>(
        `#${CSS.escape([...root.querySelectorAll('label')].find((l) => l.textContent?.trim() === label)?.htmlFor ?? 'none')}`,
      );
      const id = input?.getAttribute('aria-describedby');
      return id ? (root.querySelector(`#${CSS.escape(id)}`)?.textContent ?? null) : null;
    },
    /** The inline error line (FormError), an alert. */
    formError: () => within(root).queryByRole('alert')?.textContent ?? null,
    text: () => root.textContent ?? '',
  };
}

/** Types into a controlled input the way a browser does (React tracks the native value setter). */
export function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, value);
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Fills several labelled fields, then lets the page re-render (Preact renders on the next tick, as a browser would). */
export async function fill(page: { input(label: string): HTMLInputElement }, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) typeInto(page.input(label), value);
  await flushRender();
}

export { flushRender, waitFor };
