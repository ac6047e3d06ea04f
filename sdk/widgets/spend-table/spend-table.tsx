import { useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import type { AdvertiserFigures, AdvertiserReportRow } from '../../api/advertiser-reports';
import { ariaSort, nextSort } from '../../core/table-sort';
import { toggleSelection, visibleRows, type PodcastSelection, type SpendField, type SpendSort } from '../../stores/spend-store';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { FIGURE_COLUMNS, formatFigure } from './columns';

/** Spec §9: the table scrolls inside its own box above 8 rows. */
export const SCROLL_ROWS = 8;
/** Spec (Insights behaviour): the scrollbar highlight goes 1 second after scrolling stops. */
const SCROLL_HIGHLIGHT_MS = 1000;
export const EMPTY_TEXT = 'No data available for this period';

export type SpendTableViewProps = {
  /** The report's rows as the API sent them: the table hides empty ones (unless selected) and sorts. */
  rows: readonly AdvertiserReportRow[];
  /** The report's totals (its last `totals` entry); no Totals row when null. */
  totals: AdvertiserFigures | null;
  sort: SpendSort;
  /** The selected publisher podcast (its row is bold), or `all`. */
  selectedId: PodcastSelection;
  /** Called with the next sort after a header click (the active column flips, another one sorts ascending). */
  onSortChange(sort: SpendSort): void;
  /** Called with the clicked podcast's id, or `all` when the selected row is clicked again. */
  onSelect(id: PodcastSelection): void;
};

function HeaderCell({ field, label, tooltip, sort, onSortChange, children }: {
  field: SpendField; label: string; tooltip?: string; sort: SpendSort; onSortChange(sort: SpendSort): void; children?: ReactNode;
}) {
  const tipId = useId();
  const state = ariaSort(sort, field);
  return (
    <th scope="col" aria-sort={state} className={`ps-spend__th ps-spend__th--${field}`}>
      <button type="button" className="ps-spend__sort" aria-describedby={tooltip ? tipId : undefined} onClick={() => onSortChange(nextSort(sort, field))}>
        {children}
        <span>{label}</span>
        <span className="ps-spend__arrow" aria-hidden="true">{state === 'ascending' ? '▲' : state === 'descending' ? '▼' : '↕'}</span>
      </button>
      {tooltip ? <span role="tooltip" id={tipId} className="ps-spend__tip">{tooltip}</span> : null}
    </th>
  );
}

/** The advertiser's podcasts table: sortable headers, a Totals row, row selection; scrolls inside its own box. */
export function SpendTable({ rows, totals, sort, selectedId, onSortChange, onSelect }: SpendTableViewProps) {
  const { locale } = useWidgetEnvironment();
  const shown = useMemo(() => visibleRows(rows, sort, selectedId), [rows, sort, selectedId]);
  const box = useRef<HTMLDivElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // A data attribute, not className: the renderer owns className and would drop a class added here.
  const onScroll = () => {
    const el = box.current;
    if (!el) return;
    el.dataset.scrolling = '';
    clearTimeout(timer.current);
    timer.current = setTimeout(() => delete el.dataset.scrolling, SCROLL_HIGHLIGHT_MS);
  };

  const scrollMode = shown.length > SCROLL_ROWS;
  return (
    <div ref={box} className={`ps-spend__box${scrollMode ? ' ps-spend__box--scroll' : ''}`} onScroll={onScroll} tabIndex={0} role="region" aria-label="Podcasts table">
      <table className="ps-spend__table">
        <thead>
          <tr>
            <HeaderCell field="name" label="Name" sort={sort} onSortChange={onSortChange} />
            {FIGURE_COLUMNS.map((c) => <HeaderCell key={c.field} {...c} sort={sort} onSortChange={onSortChange} />)}
          </tr>
        </thead>
        <tbody>
          {shown.length === 0 ? (
            <tr><td colSpan={FIGURE_COLUMNS.length + 1} className="ps-spend__empty"><span>{EMPTY_TEXT}</span></td></tr>
          ) : shown.map((row) => {
            const selected = row.id === selectedId;
            return (
              <tr key={row.id} className={`ps-spend__row${selected ? ' is-selected' : ''}`} data-podcast-id={row.id} onClick={() => onSelect(toggleSelection(selectedId, row.id))}>
                <th scope="row" className="ps-spend__name">
                  <button type="button" className="ps-spend__pick" aria-pressed={selected}>
                    {row.small_artwork ? <img src={row.small_artwork} alt="" width={32} height={32} loading="lazy" /> : <span className="ps-spend__art" />}
                    <span className="ps-spend__label" title={row.name}>{row.name}</span>
                  </button>
                </th>
                {FIGURE_COLUMNS.map((c) => <td key={c.field} data-field={c.field}>{formatFigure(row, c, locale)}</td>)}
              </tr>
            );
          })}
        </tbody>
        {totals && shown.length > 0 ? (
          <tfoot>
            <tr className="ps-spend__totals">
              <th scope="row" className="ps-spend__name">Totals</th>
              {FIGURE_COLUMNS.map((c) => <td key={c.field} data-field={c.field}>{formatFigure(totals, c, locale)}</td>)}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </div>
  );
}
