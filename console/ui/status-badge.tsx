import { PODSPOT_STATUS_LABELS, type PodspotDisplayStatus } from '@sdk/core/podspot-status';
import { adoptStyles } from '@sdk/ui/styles';
import css from './status-badge.css?raw';

adoptStyles(document, css);

/** A podspot's display status as a coloured pill; `className` adds the feature's own class (its layout, its tests). */
export function PodspotStatusBadge({ status, className }: { status: PodspotDisplayStatus; className?: string }) {
  return (
    <span className={`status-badge status-badge--${status}${className ? ` ${className}` : ''}`} data-status={status}>
      {PODSPOT_STATUS_LABELS[status]}
    </span>
  );
}
