import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Opens the search dropdown `field` (its button reads "<field> <choice>"), searches for the first word of its first
 * option, and checks that it lists that option and only options with the word; then searches for nothing like any,
 * and waits for `empty`. Leaves it closed.
 */
export async function expectDropdownSearches(page: Page, field: string, placeholder: string, empty: string) {
  await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
  const search = page.getByPlaceholder(placeholder, { exact: true });
  const options = page.getByRole('listbox').getByRole('option');
  await options.nth(1).waitFor(); // the first is "All …"
  const first = (await options.nth(1).innerText()).trim();
  const word = first.split(/\s+/).find((w) => w.length >= 3) ?? first;
  await search.fill(word);
  // The server's answer replaces the first page's options: wait until every option listed has the word.
  await page.waitForFunction(
    ([w, f]) => {
      const names = [...document.querySelectorAll('[role="listbox"] [role="option"]')].map((o) => o.textContent ?? '');
      return names.some((n) => n.includes(f)) && names.every((n) => n.toLowerCase().includes(w));
    },
    [word.toLowerCase(), first] as const,
  );
  const listed = await options.allInnerTexts();
  expect(listed.some((n) => n.includes(first))).toBe(true);
  for (const name of listed) expect(name.toLowerCase()).toContain(word.toLowerCase());
  await search.fill('zzz nothing like it');
  await page.getByText(empty, { exact: true }).waitFor();
  return search;
}
