import { useLayoutEffect } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, renderWidget } from '../test/render-widget';
import { Skeleton } from './skeleton';
import { withStatusRegion } from './status-region';

/** A widget that shows a placeholder while `loading`, and notes what its status region held at each commit. */
const seen: string[] = [];
function Widget({ loading }: { loading: boolean }) {
  useLayoutEffect(() => void seen.push(document.querySelector('[role="status"]')?.textContent ?? 'no region'));
  return loading ? (
    <Skeleton label="Loading report">
      <span />
    </Skeleton>
  ) : (
    <p>Report</p>
  );
}
const WithRegion = withStatusRegion(Widget);

let cleanup = async () => {};
afterEach(async () => {
  await cleanup();
  seen.length = 0;
});

describe('a placeholder in the widget status region', () => {
  it('is said in a region that was there, empty, before its text, and emptied once loaded', async () => {
    const view = await renderWidget(<WithRegion loading />, fakeClient({}).client);
    cleanup = view.unmount;
    const region = () => view.container.querySelector('[role="status"]');
    const first = region();
    expect(seen[0]).toBe('');
    expect(first?.textContent).toBe('Loading report');
    expect(view.container.querySelector('[aria-busy="true"]')?.getAttribute('role')).toBeNull();
    await view.rerender(<WithRegion loading={false} />);
    expect(region()).toBe(first);
    expect(first?.textContent).toBe('');
  });

  it('says the first placeholder still loading, and is emptied once none is', async () => {
    const Two = withStatusRegion(({ a, b }: { a: boolean; b: boolean }) => (
      <>
        {a ? <Skeleton label="Loading balance">{null}</Skeleton> : null}
        {b ? <Skeleton label="Loading transactions">{null}</Skeleton> : null}
      </>
    ));
    const view = await renderWidget(<Two a b />, fakeClient({}).client);
    cleanup = view.unmount;
    const said = () => view.container.querySelector('[role="status"]')?.textContent;
    expect(said()).toBe('Loading balance');
    await view.rerender(<Two a={false} b />);
    expect(said()).toBe('Loading transactions');
    await view.rerender(<Two a={false} b={false} />);
    expect(said()).toBe('');
  });

  it('is the placeholder own status where no region is around (the console)', async () => {
    const view = await renderWidget(<Widget loading />, fakeClient({}).client);
    cleanup = view.unmount;
    const status = view.container.querySelector('[role="status"]');
    expect(status?.getAttribute('aria-label')).toBe('Loading report');
    expect(status?.getAttribute('aria-busy')).toBe('true');
  });
});
