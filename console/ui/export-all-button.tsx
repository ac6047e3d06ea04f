import type { Query } from '@sdk/api/client';
import { downloadFile } from '@sdk/ui/download';
import { useExport } from '@sdk/widgets/spend-table/use-export';
import { api } from '../lib/api';

/** One CSV download of the API: its path, query and the documented file name. */
export type CsvRequest = { url: string; params?: Query; fileName: string };

type Props = {
  /** The download for the filters in force at the click. */
  csv(): CsvRequest;
  /** True while there is nothing to export (the report is not loaded). */
  disabled: boolean;
  /** Called with the download's failure text (the page shows it as a toast). */
  onError(message: string): void;
};

/** An insights table's 'Export all' button, with Cancel beside it while the CSV downloads. */
export function ExportAllButton({ csv, disabled, onError }: Props) {
  const exporter = useExport();
  const exportAll = async () => {
    const { url, params, fileName } = csv();
    const outcome = await exporter.run((signal) => downloadFile(api, url, params, fileName, signal));
    if ('error' in outcome) onError(outcome.error);
  };
  return (
    <>
      {exporter.busy ? (
        <button type="button" className="ps-button ps-button--quiet" onClick={exporter.cancel}>
          Cancel
        </button>
      ) : null}
      <button
        type="button"
        className="ps-button"
        onClick={exportAll}
        disabled={exporter.busy || disabled}
        aria-busy={exporter.busy}
      >
        Export all
      </button>
    </>
  );
}
