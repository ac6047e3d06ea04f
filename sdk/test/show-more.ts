import { within } from '@testing-library/dom';

const line = (root: HTMLElement) => within(root).queryByText(/^Showing \d+ of \d+ /);

/** The line under a paged list (sdk/ui/show-more.tsx): "Showing 40 of 60 campaigns"; undefined once it is whole. */
export const showingLine = (root: HTMLElement) => line(root)?.textContent?.replace(/\s+/g, ' ').trim();

/**
 * The list's Show more button, beside its "Showing" line; null once the list is whole. Looked for beside the line: a
 * query by role over a whole page of rows computes every button's name (seconds under load).
 */
export const showMoreButton = (root: HTMLElement) => {
  const beside = line(root)?.parentElement;
  return beside ? within(beside).queryByRole('button', { name: 'Show more' }) : null;
};
