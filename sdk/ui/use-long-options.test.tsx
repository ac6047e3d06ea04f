import { afterEach, describe, expect, it } from 'vitest';
import { OPTIONS_PAGE } from '../core/option-search';
import { fakeClient, IS_PREACT, renderWidget, waitFor } from '../test/render-widget';
import { useLongOptions } from './use-long-options';

const optionsOf = (count: number) => [
  { value: 'all', label: 'All' },
  ...Array.from({ length: count }, (_, i) => ({ value: `n${i}`, label: `Name ${i}` })),
];

function Select({ count, chosen }: { count: number; chosen: string }) {
  const long = useLongOptions(optionsOf(count), chosen);
  return (
    <select value={chosen} onChange={() => {}} {...long.reveal}>
      {long.options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

/** Just past the threshold: long enough to be drawn late, small enough for a loaded test machine. */
const LONG = OPTIONS_PAGE + 50;

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(count: number, chosen: string) {
  const view = await renderWidget(<Select count={count} chosen={chosen} />, fakeClient({}).client);
  cleanup = view.unmount;
  return view.container.querySelector('select')!;
}

describe(`useLongOptions (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('draws every option of a short list at once', async () => {
    const select = await mount(OPTIONS_PAGE - 1, 'n3');
    expect(select.options).toHaveLength(OPTIONS_PAGE);
  });

  it('draws the first and the chosen option of a long list, with the chosen value shown', async () => {
    const select = await mount(LONG, 'n120');
    expect([...select.options].map((o) => o.value)).toEqual(['all', 'n120']);
    expect(select.value).toBe('n120');
  });

  it.each(['focus', 'pointerdown'])('draws every option of a long list on %s, before its menu opens', async (type) => {
    const select = await mount(LONG, 'all');
    expect(select.options).toHaveLength(1);
    if (type === 'focus') select.focus();
    else select.dispatchEvent(new Event(type, { bubbles: true }));
    await waitFor(() => expect(select.options).toHaveLength(LONG + 1));
    expect(select.value).toBe('all');
  });
});
