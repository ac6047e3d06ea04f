import { useRef } from 'react';
import { useUniqueId } from './use-unique-id';
import { ariaSort, nextSort, type SortState } from '../core/table-sort';
import { useOwnStyles } from './own-styles';
import css from './sort-header.css?raw';

const ARROWS = { ascending: '▲', descending: '▼', none: '↕' } as const;

type Props<F extends string> = {
  /**
   * The table's BEM block: the cell is `{block}__th {block}__th--{field}`, its button `{block}__sort`, the arrow
   * `{block}__arrow` and the tooltip `{block}__tip`, beside the shared `ps-sort` classes that sort-header.css styles.
   */
  block: string;
  field: F;
  label: string;
  /** A description of the column, shown as a tooltip and read with the button (aria-describedby). */
  tooltip?: string;
  sort: SortState<F>;
  /** Called with the next sort after a click (the active column flips, another one sorts ascending). */
  onSortChange(sort: SortState<F>): void;
};

/** A sortable column header: `aria-sort` on the cell, a button that sorts, and an arrow showing the direction. */
export function SortHeader<F extends string>({ block, field, label, tooltip, sort, onSortChange }: Props<F>) {
  const tipId = useUniqueId();
  const cell = useRef<HTMLTableCellElement>(null);
  useOwnStyles(cell, css);
  const state = ariaSort(sort, field);
  return (
    <th ref={cell} scope="col" aria-sort={state} className={`${block}__th ${block}__th--${field}`}>
      <button
        type="button"
        className={`${block}__sort ps-sort`}
        aria-describedby={tooltip ? tipId : undefined}
        onClick={() => onSortChange(nextSort(sort, field))}
      >
        <span>{label}</span>
        <span className={`${block}__arrow ps-sort__arrow`} aria-hidden="true">
          {ARROWS[state]}
        </span>
      </button>
      {tooltip ? (
        <span role="tooltip" id={tipId} className={`${block}__tip ps-sort__tip`}>
          {tooltip}
        </span>
      ) : null}
    </th>
  );
}
