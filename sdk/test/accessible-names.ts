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

/** What a control's `aria-controls` names (an expander's panel), as assistive technology follows it. */
export function controlledBy(control: Element): HTMLElement {
  const id = control.getAttribute('aria-controls');
  const panel = id ? control.ownerDocument.getElementById(id) : null;
  if (!panel) throw new Error(`No element controlled by ${control.outerHTML.slice(0, 80)}`);
  return panel;
}
