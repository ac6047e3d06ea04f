import { useEffect } from 'react';
import type { Change, ChangeType } from '../core/change-bus';
import { useLatest } from './use-latest';
import { useWidgetEnvironment } from './widget-context';

/**
 * Calls `onChange` when another widget of the same instance makes one of the `types` of change (docs/behaviour/
 * sdk-widgets.md#one-instance-one-picture), so this widget refreshes what that change touches. Nothing in the console.
 */
export function useInstanceChanges(types: readonly ChangeType[], onChange: (change: Change) => void) {
  const { onChange: subscribe } = useWidgetEnvironment();
  const latest = useLatest({ types, onChange });
  useEffect(
    () =>
      subscribe?.((change) => {
        if (latest.current.types.includes(change.type)) latest.current.onChange(change);
      }),
    [subscribe, latest],
  );
}
