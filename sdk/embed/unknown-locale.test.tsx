import { within } from '@testing-library/dom';
import { afterEach, expect, it, vi } from 'vitest';
import { createInit } from './loader/instance';
import type { PodspotInstance } from './public-types';
import { createMounter } from './runtime/mount';

// A valid locale with no texts of its own: English texts, tagged as English, and one console line saying so.
const probe = createMounter('earnings-card', () => <p>probe</p>, [], {});
const created: PodspotInstance[] = [];
afterEach(() => {
  created.splice(0).forEach((instance) => instance.destroy());
  document.body.innerHTML = '';
  vi.restoreAllMocks();
});

it.each([
  ['zz', 'en', ['[Podspot] locale "zz" has no Podspot texts']],
  ['en-GB', 'en-GB', []],
])('locale %s: the texts are tagged lang=%s', async (locale, lang, lines) => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  const instance = createInit(
    'http://podspot.test/sdk/',
    async () => probe,
  )({
    fetchToken: async () => 'eyJhbGciOiJIUzI1NiJ9.eyJzY29wZSI6ImVtYmVkIn0.c2lnbmF0dXJl',
    locale,
  });
  created.push(instance);
  const element = document.body.appendChild(document.createElement('div'));
  instance.mount('earnings-card', element);
  // The language the probe's text is tagged with: its nearest lang attribute.
  const tagged = () =>
    element.shadowRoot &&
    within(element.shadowRoot as unknown as HTMLElement)
      .queryByText('probe')
      ?.closest('[lang]');
  await vi.waitFor(() => expect(tagged()).toBeTruthy());
  expect((tagged() as HTMLElement).lang).toBe(lang);
  expect(warn.mock.calls.map((call) => String(call[0]).split(':')[0])).toEqual(lines);
});
