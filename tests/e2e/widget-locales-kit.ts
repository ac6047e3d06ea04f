import type { Page } from 'playwright-core';

/** A state of a widget reached by the user (a dialog opened, a toast shown), read after the widget's first screen. */
export type Step = { name: string; run(page: Page): Promise<void> };

/** A widget whose texts are in catalogues, on its single-widget test page of the examples origin. */
export type Widget = {
  name: string;
  page: string;
  slot: string;
  /** The widget's card: nothing may reach past it (but a dialog, which has its own box). */
  card: string;
  /** Shown once the widget's data and catalogue are in. */
  ready: string;
  /** Elements whose text the API sends (names, descriptions): shown as they come, in no catalogue. */
  api: string;
  /** The key of the h2's text, and of the first select's chosen option. */
  title: string;
  selected: string;
  steps: Step[];
};

/**
 * The inbox's review dialog, Not interested with its toast, the not-interested list through the toast's link, and
 * Undo with its toast: the restored opportunity leaves the mock server's data as it was for the test files after.
 */
function inboxSteps(): Step[] {
  let id = '';
  const inbox = (page: Page, selector: string) => page.locator(`#inbox ${selector}`);
  return [
    {
      name: 'review',
      async run(page) {
        const row = inbox(page, '.ps-inbox__row').first();
        id = (await row.getAttribute('data-opportunity-id'))!;
        await row.locator('.ps-inbox__review').click();
        await inbox(page, 'dialog[open] .ps-review__figure').first().waitFor();
      },
    },
    {
      name: 'rejected',
      async run(page) {
        // Close, Not interested, Accept: the second is the reject.
        await inbox(page, 'dialog[open] .ps-dialog__foot button').nth(1).click();
        await inbox(page, '.ps-toast .ps-link').waitFor();
      },
    },
    {
      name: 'not-interested',
      async run(page) {
        await inbox(page, '.ps-toast .ps-link').click();
        await inbox(page, `.ps-inbox__rejected-item[data-opportunity-id="${id}"]`).waitFor();
        await inbox(page, '.ps-toast__close').click();
        await inbox(page, '.ps-toast').waitFor({ state: 'detached' });
      },
    },
    {
      name: 'restored',
      async run(page) {
        await inbox(page, `.ps-inbox__rejected-item[data-opportunity-id="${id}"] button`).click();
        await inbox(page, '.ps-toast').waitFor();
        await inbox(page, `.ps-inbox__rejected-item[data-opportunity-id="${id}"]`).waitFor({ state: 'detached' });
      },
    },
  ];
}

/** The widgets whose texts are in catalogues, on their single-widget test pages. */
export const widgets = (): Widget[] => [
  {
    name: 'earnings-card',
    page: 'earnings-test.html',
    slot: '#earnings',
    card: '.ps-earnings',
    ready: '[data-testid="total-earnings"]',
    api: '',
    title: 'card.title',
    selected: 'preset.last_30_days',
    steps: [],
  },
  {
    name: 'spend-table',
    page: 'spend-test.html',
    slot: '#spend',
    card: '.ps-spend',
    ready: 'tbody th',
    api: '.ps-spend__label',
    title: 'spend.title',
    selected: 'preset.last_30_days',
    steps: [],
  },
  {
    name: 'opportunities-inbox',
    page: 'inbox-test.html',
    slot: '#inbox',
    card: '.ps-inbox',
    ready: '.ps-inbox__row',
    api: [
      '.ps-inbox__group-name',
      '.ps-inbox__show',
      '.ps-inbox__podcast',
      '.ps-inbox__rejected-name',
      '.ps-review__who .ps-review__name',
      '.ps-review__description',
    ].join(', '),
    title: 'inbox.title',
    selected: 'inbox.allAdvertisers',
    steps: inboxSteps(),
  },
];

/** Every text a widget shows or names: text nodes, accessible names, tooltips, option labels. */
export const textsOf = (page: Page, slot: string) =>
  page.evaluate((slot) => {
    const root = document.querySelector(slot)!.shadowRoot!;
    const texts: string[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) texts.push(node.textContent!.trim());
    for (const el of root.querySelectorAll('[aria-label]')) texts.push(el.getAttribute('aria-label')!);
    for (const el of root.querySelectorAll('[title]')) texts.push(el.getAttribute('title')!);
    return texts.filter(Boolean);
  }, slot);

/**
 * The texts on screen without the pseudo-locale's markers (not from a catalogue), and those clipped or reaching past
 * the card (or past the open dialog they are in).
 */
export const pseudoReport = (page: Page, widget: Widget, [open, close]: readonly string[]) =>
  page.evaluate(
    ([open, close, slot, cardSelector, fromApi]) => {
      const root = document.querySelector(slot)!.shadowRoot!;
      const card = root.querySelector(cardSelector)!.getBoundingClientRect();
      // Inside a box that scrolls sideways (the spend table's rows) text may reach past the card: it scrolls.
      const boxes = [...root.querySelectorAll('*')].filter(
        (box) => !box.closest('dialog') && /auto|scroll/.test(getComputedStyle(box).overflowX),
      );
      const unmarked: string[] = [];
      const clipped: string[] = [];
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent!.trim();
        const el = node.parentElement!;
        // Axis labels (dates, amounts) are formatted figures, shown aria-hidden beside the chart.
        const skip =
          '[hidden], [aria-hidden="true"], .ps-visually-hidden, option, [role="tooltip"], dialog:not([open])';
        if (!text || el.closest(skip)) continue;
        // Names the API sends (podcasts) are shown as they come, in no catalogue.
        const fromServer = fromApi !== '' && el.closest(fromApi);
        if (/[A-Za-z]{2}/.test(text) && !fromServer && !(text.startsWith(open) && text.endsWith(close)))
          unmarked.push(text);
        if (boxes.some((box) => box.contains(el))) continue;
        const frame = el.closest('dialog')?.getBoundingClientRect() ?? card;
        const box = el.getBoundingClientRect();
        if (el.scrollWidth > el.clientWidth + 1 || box.left < frame.left - 1 || box.right > frame.right + 1)
          clipped.push(text);
      }
      return { unmarked, clipped };
    },
    [open, close, widget.slot, widget.card, widget.api],
  );
