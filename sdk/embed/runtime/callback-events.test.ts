// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callbackEventType } from '../callback-event-type';
import { withCallbackEvents } from './callback-events';

type Props = Record<string, ((value: unknown) => void) | unknown>;
const call = (props: object, name: string, value: unknown) =>
  ((props as Props)[name] as (v: unknown) => unknown)(value);

afterEach(() => {
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('callbackEventType', () => {
  it.each([
    ['onViewChange', 'view_change'],
    ['onSelect', 'select'],
    ['onNavigate', 'navigate'],
    ['onRowDoubleClick', 'row_double_click'],
  ])('%s → podspot:%s', (callback, type) => expect(callbackEventType(callback)).toBe(type));
});

describe('withCallbackEvents', () => {
  const heard = (target: EventTarget, type: string) => {
    const events: CustomEvent[] = [];
    target.addEventListener(type, (e) => events.push(e as CustomEvent));
    return events;
  };

  it("fires each callback's DOM event from the widget's element, then calls the host's callback", () => {
    const target = document.body.appendChild(document.createElement('div'));
    const onSelect = vi.fn();
    const events = heard(document, 'podspot:select'); // it bubbles up to the document
    const props = withCallbackEvents('spend-table', target, { preset: 'last_7_days', onSelect });
    expect(props).toMatchObject({ preset: 'last_7_days' });
    call(props, 'onSelect', 42);
    expect(events.map((e) => [e.detail, e.target, e.composed])).toEqual([[42, target, true]]);
    expect(onSelect).toHaveBeenCalledWith(42);
  });

  it('gives a widget its callbacks even when the host passed none (a <podspot-*> element)', () => {
    const target = document.body.appendChild(document.createElement('podspot-opportunities-inbox'));
    const events = heard(target, 'podspot:view_change');
    call(withCallbackEvents('opportunities-inbox', target, {}), 'onViewChange', 'not-interested');
    expect(events.map((e) => e.detail)).toEqual(['not-interested']);
  });

  it("follows a link that nobody takes over, and not one a listener or the host's onNavigate took", () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { assign });
    const target = document.body.appendChild(document.createElement('div'));
    call(withCallbackEvents('opportunities-inbox', target, {}), 'onNavigate', '/accepted');
    expect(assign).toHaveBeenCalledWith('/accepted');

    const takeOver = (e: Event) => e.preventDefault();
    target.addEventListener('podspot:navigate', takeOver);
    call(withCallbackEvents('opportunities-inbox', target, {}), 'onNavigate', '/by-listener');
    target.removeEventListener('podspot:navigate', takeOver);
    const onNavigate = vi.fn();
    call(withCallbackEvents('opportunities-inbox', target, { onNavigate }), 'onNavigate', '/by-host');
    expect(onNavigate).toHaveBeenCalledWith('/by-host');
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('answers whether the host took the call: its callback, or a listener that called preventDefault()', () => {
    const target = document.body.appendChild(document.createElement('podspot-notification-banner'));
    const action = { kind: 'upload_audio', id: 7 };
    expect(call(withCallbackEvents('notification-banner', target, {}), 'onAction', action)).toBe(false);
    const onAction = vi.fn();
    expect(call(withCallbackEvents('notification-banner', target, { onAction }), 'onAction', action)).toBe(true);
    expect(onAction).toHaveBeenCalledWith(action);
    target.addEventListener('podspot:action', (e) => e.preventDefault());
    expect(call(withCallbackEvents('notification-banner', target, {}), 'onAction', action)).toBe(true);
  });
});
