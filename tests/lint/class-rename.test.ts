import { describe, expect, it } from 'vitest';
import { renameSource, renameStyles } from '../../scripts/class-rename/rename.mjs';

describe('renameStyles: every class of a sheet, nothing else', () => {
  it.each([
    ['.ps-card { }', '.zz-ps-card { }'],
    ['.earn-table__box--scroll, .a:hover > .b { }', '.zz-earn-table__box--scroll, .zz-a:hover > .zz-b { }'],
    [':host(.ps-dark) .ps-root:not(.x) { }', ':host(.zz-ps-dark) .zz-ps-root:not(.zz-x) { }'],
    [
      '.a { margin: 0.5rem; transition: opacity .2s; color: var(--ps-muted); }',
      '.zz-a { margin: 0.5rem; transition: opacity .2s; color: var(--ps-muted); }',
    ],
    ['.a { background: url(cover.svg); }', '.zz-a { background: url(cover.svg); }'],
  ])('%s', (css, renamed) => expect(renameStyles(css)).toBe(renamed));
});

describe('renameSource: the classes of class contexts and selectors, never other strings', () => {
  it.each([
    ['<p className="ps-card adv">', '<p className="zz-ps-card zz-adv">'],
    ["<p className={`ps-card ${open ? 'is-open' : ''}`}>", "<p className={`zz-ps-card ${open ? 'zz-is-open' : ''}`}>"],
    [
      '<th className={`${block}__th ${block}__th--${field}`}>',
      '<th className={`${block}__th ${block}__th--${field}`}>',
    ],
    [
      '<SortHeader block="earn-table" field="name" label="Name" />',
      '<SortHeader block="zz-earn-table" field="name" label="Name" />',
    ],
    ["const A = { className: 'ps-spend', label: 'Spend' };", "const A = { className: 'zz-ps-spend', label: 'Spend' };"],
    ["const A = { block: 'earn-chart' };", "const A = { block: 'zz-earn-chart' };"],
    ["el.scrollIntoView({ block: 'nearest' });", "el.scrollIntoView({ block: 'nearest' });"],
    ["function L({ className = 'ps-link' }: Props) {}", "function L({ className = 'zz-ps-link' }: Props) {}"],
    ['type P = { className: string };', 'type P = { className: string };'],
    ["container.className = 'ps-root';", "container.className = 'zz-ps-root';"],
    ["el.classList.toggle('is-on', on);", "el.classList.toggle('zz-is-on', on);"],
    [
      "const classes = ['ps-drop', active && 'ps-drop--active'].join(' ');",
      "const classes = ['zz-ps-drop', active && 'zz-ps-drop--active'].join(' ');",
    ],
    ['root.querySelector(\'.ps-card > a[href="x.html"]\')', 'root.querySelector(\'.zz-ps-card > a[href="x.html"]\')'],
    ['list.querySelector(`[data-index="${active}"]`)', 'list.querySelector(`[data-index="${active}"]`)'],
    ['<div role="dialog" aria-label="Edit" title=\'field\'>', '<div role="dialog" aria-label="Edit" title=\'field\'>'],
    ["if (a.className === 'x') f('page');", "if (a.className === 'x') f('page');"],
  ])('%s', (code, renamed) => expect(renameSource(code).code).toBe(renamed));
});
