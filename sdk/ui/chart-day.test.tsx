import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, renderWidget } from '../test/render-widget';
import { useChartDay } from './chart-day';

/** A focusable chart stand-in that prints the day its tooltip would show, and can be pointed at. */
function Harness({ xs, pointAt }: { xs: number[]; pointAt?: number }) {
  const day = useChartDay(xs);
  return (
    <div>
      <div id="chart" tabIndex={0} onFocus={day.onFocus} onBlur={day.onBlur} onKeyDown={day.onKeyDown}>
        {day.active}
      </div>
      <button id="point" onClick={() => day.point(pointAt ?? -1)} />
      <button id="outside" />
    </div>
  );
}

const EARNINGS = [1, 2, 3, 4, 5];
const DOWNLOADS = [1, 2, 3, 4, 5, 6, 7];

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function mount(xs: number[], pointAt?: number) {
  const view = await renderWidget(<Harness xs={xs} pointAt={pointAt} />, fakeClient({}).client);
  cleanup = view.unmount;
  const get = (id: string) => view.container.querySelector<HTMLElement>(`#${id}`)!;
  const settle = () => view.rerender(<Harness xs={xs} pointAt={pointAt} />);
  return {
    shown: () => Number(get('chart').textContent),
    focus: async () => {
      get('chart').focus();
      await settle();
    },
    blur: async () => {
      get('outside').focus();
      await settle();
    },
    point: async () => {
      get('point').click();
      await settle();
    },
    key: async (key: string) => {
      get('chart').dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true, cancelable: true }));
      await settle();
    },
    series: (next: number[]) => view.rerender(<Harness xs={next} pointAt={pointAt} />),
  };
}

describe('the day a chart tooltip shows', () => {
  it('shows the last day on focus, moves with the keys, hides on Escape and on blur', async () => {
    const chart = await mount(EARNINGS);
    expect(chart.shown()).toBe(-1);
    await chart.focus();
    expect(chart.shown()).toBe(4);
    await chart.key('ArrowLeft');
    expect(chart.shown()).toBe(3);
    await chart.key('Home');
    expect(chart.shown()).toBe(0);
    await chart.key('Escape');
    expect(chart.shown()).toBe(-1);
    await chart.key('End');
    expect(chart.shown()).toBe(4);
    await chart.blur();
    expect(chart.shown()).toBe(-1);
  });

  it('shows the new series’ last day when the series changes while the chart has focus', async () => {
    const chart = await mount(EARNINGS);
    await chart.focus();
    await chart.key('ArrowLeft');
    await chart.series(DOWNLOADS);
    expect(chart.shown()).toBe(6);
  });

  it('does not carry a day picked in the old series into the new one', async () => {
    const chart = await mount(EARNINGS, 2);
    await chart.point();
    expect(chart.shown()).toBe(2);
    await chart.series(DOWNLOADS);
    expect(chart.shown()).toBe(-1);
  });

  it('keeps the day the pointer shows on focus, and shows the last day once the pointer has left', async () => {
    const pointed = await mount(EARNINGS, 1);
    await pointed.point();
    await pointed.focus();
    expect(pointed.shown()).toBe(1);
    await cleanup?.();
    const left = await mount(EARNINGS);
    await left.point(); // -1: the pointer left the chart
    await left.focus();
    expect(left.shown()).toBe(4);
  });
});
