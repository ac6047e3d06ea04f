// @podspot/js/testing: a fake window.Podspot for a host's unit tests.
export { installFakePodspot, type FakeMount, type FakePodspot } from './fake-podspot';
// The detail `emit` takes: named here so a host's declarations can refer to it.
export type { PodspotEventInput } from '../../../core/events';
