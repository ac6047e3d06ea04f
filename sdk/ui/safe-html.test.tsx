import { afterEach, describe, expect, it } from 'vitest';
import { fakeClient, IS_PREACT, renderWidget } from '../test/render-widget';
import { safeHref, SafeHtml } from './safe-html';

let cleanup: (() => Promise<void>) | null = null;
afterEach(async () => {
  await cleanup?.();
  cleanup = null;
});

async function show(html: string) {
  const view = await renderWidget(<SafeHtml html={html} className="script" />, fakeClient({}).client);
  cleanup = view.unmount;
  return view.container.querySelector('.script')!;
}

const attributesOf = (root: Element) => [...root.querySelectorAll('*')].flatMap((e) => [...e.attributes].map((a) => `${e.localName}[${a.name}]`));

describe(`SafeHtml (${IS_PREACT ? 'Preact' : 'React'})`, () => {
  it('keeps the allowed elements and their text', async () => {
    const root = await show('<p>Say <strong>hello</strong> and <em>smile</em>.<br>Then:</p><ol><li><b>one</b></li><li><i>two</i></li></ol><ul><li>three</li></ul>');
    expect(root.innerHTML).toBe('<p>Say <strong>hello</strong> and <em>smile</em>.<br>Then:</p><ol><li><b>one</b></li><li><i>two</i></li></ol><ul><li>three</li></ul>');
  });

  it('drops <script> elements with their code', async () => {
    const root = await show('<p>Before</p><script>window.__pwned = 1</script><p>After</p><svg><script>window.__pwned = 2</script></svg>');
    expect(root.querySelector('script, svg')).toBeNull();
    expect(root.textContent).toBe('BeforeAfter');
    expect((window as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('drops event-handler attributes and the elements that carry them for loading', async () => {
    const root = await show('<img src="x" onerror="window.__pwned = 3"><p onclick="window.__pwned = 4" style="color:red" class="x" id="y">Hi <strong onmouseover="x()">there</strong></p>');
    expect(root.querySelector('img')).toBeNull();
    expect(attributesOf(root)).toEqual([]);
    expect(root.innerHTML).toBe('<p>Hi <strong>there</strong></p>');
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java&#x09;script:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    '/relative/path',
  ])('turns a link to %j into plain text', async (href) => {
    const root = await show(`<p><a href="${href.replace(/"/g, '&quot;')}" onclick="x()">click</a></p>`);
    expect(root.querySelector('a')).toBeNull();
    expect(root.textContent).toBe('click');
    expect(attributesOf(root)).toEqual([]);
  });

  it('keeps http(s) links, opened safely, without their other attributes', async () => {
    const root = await show('<p><a href="https://brand.example/offer?x=1" onmouseover="x()" target="_self">the offer</a></p>');
    const link = root.querySelector('a')!;
    expect(link.getAttribute('href')).toBe('https://brand.example/offer?x=1');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(link.hasAttribute('onmouseover')).toBe(false);
  });

  it('unwraps other elements but keeps their text', async () => {
    const root = await show('<div class="x"><h1>Title</h1><span>Read <u>this</u></span></div><object data="https://evil.example/x.swf">fallback</object><textarea>typed</textarea><!-- note -->');
    expect(root.innerHTML).toBe('TitleRead this');
  });

  it.each([
    ['https://podspot.test/a', 'https://podspot.test/a'],
    ['http://podspot.test', 'http://podspot.test/'],
    ['javascript:alert(1)', null],
    ['mailto:me@podspot.test', null],
    ['', null],
    [null, null],
  ])('safeHref(%j) → %j', (value, expected) => expect(safeHref(value)).toBe(expected));
});
