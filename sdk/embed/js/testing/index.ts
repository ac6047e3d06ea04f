// @podspot/js/testing: a fake window.Podspot for a host's unit tests.
export { installFakePodspot, type FakeMount, type FakePodspot } from './fake-podspot';
