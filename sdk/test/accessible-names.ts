import { within, type ByRoleMatcher, type ByRoleOptions } from '@testing-library/dom';

/**
 * The accessible names of the elements of `role` under `root`, in document order, as Testing Library computes them
 * (what a screen reader announces): lets a test compare a whole list of names where a query finds one at a time.
 */
export function namesOf(root: HTMLElement, role: ByRoleMatcher, options: Omit<ByRoleOptions, 'name'> = {}) {
  const names: string[] = [];
  within(root).queryAllByRole(role, {
    ...options,
    name: (name) => {
      names.push(name);
      return true;
    },
  });
  return names;
}
