import { useMemo } from 'react';
import type { AdvertiserFigures, AdvertiserReportRow } from '../../api/advertiser-reports';
import { toggleSelection, visibleRows, type PodcastSelection, type SpendSort } from '../../stores/spend-store';
import { SortHeader } from '../../ui/sort-header';
import { useScrollHighlight } from '../../ui/use-scroll-highlight';
import { useWidgetEnvironment } from '../../ui/widget-context';
import { FIGURE_COLUMNS, formatFigure } from './columns';

/** Spec §9: the table scrolls inside its own box above 8 rows. */
export const SCROLL_ROWS = 8;
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

/** The advertiser's podcasts table: sortable headers, a Totals row, row selection; scrolls inside its own box. */
export function SpendTable({ rows, totals, sort, selectedId, onSortChange, onSelect }: SpendTableViewProps) {
  const { locale } = useWidgetEnvironment();
  const shown = useMemo(() => visibleRows(rows, sort, selectedId), [rows, sort, selectedId]);
  const box = useScrollHighlight<HTMLDivElement>();
  const scrollMode = shown.length > SCROLL_ROWS;
  return (
    <div ref={box.ref} className={`ps-spend__box${scrollMode ? ' ps-spend__box--scroll' : ''}`} onScroll={box.onScroll} tabIndex={0} role="region" aria-label="Podcasts table">
      <table className="ps-spend__table">
        <thead>
          <tr>
            <SortHeader block="ps-spend" field="name" label="Name" sort={sort} onSortChange={onSortChange} />
            {FIGURE_COLUMNS.map((c) => (
              <SortHeader key={c.field} block="ps-spend" field={c.field} label={c.label} tooltip={c.tooltip} sort={sort} onSortChange={onSortChange} />
            ))}
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
