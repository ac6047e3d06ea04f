import { useCallback, useState, type ComponentType } from 'react';
import { Say } from './skeleton';

/**
 * `Component` and after it the widget's polite status region, there from the first render: a live region inserted
 * with its text is not announced (docs/behaviour/sdk-widgets.md#states). It says the first label still loading. Apart
 * from the placeholders (ui/skeleton.tsx), which the notification banner draws without a region: so this stays out of
 * the runtime chunk every widget downloads.
 */
export function withStatusRegion<P extends object>(Component: ComponentType<P>) {
  return (props: P) => {
    const [labels, setLabels] = useState<string[]>([]);
    const say = useCallback(
      (label: string, on: boolean) =>
        setLabels((all) => (on ? [...all, label] : all.filter((l, i) => i !== all.indexOf(label)))),
      [],
    );
    return (
      <Say.Provider value={say}>
        <Component {...props} />
        <p className="ps-visually-hidden" role="status">
          {labels[0]}
        </p>
      </Say.Provider>
    );
  };
}
