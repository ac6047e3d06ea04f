import { within } from '@testing-library/dom';

/** The line under a paged list (sdk/ui/show-more.tsx): "Showing 40 of 60 campaigns"; undefined once it is whole. */
export const showingLine = (root: HTMLElement) =>
  within(root)
    .queryByText(/^Showing \d+ of \d+ /)
    ?.textContent?.replace(/\s+/g, ' ')
    .trim();

/** The list's Show more button; null once the list is whole. */
export const showMoreButton = (root: HTMLElement) => within(root).queryByRole('button', { name: 'Show more' });
