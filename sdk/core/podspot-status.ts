/** How a podspot's state shows on a badge (docs/behaviour/earn.md#podspot-states). */
export const PODSPOT_DISPLAY_STATUSES = ['offered', 'draft', 'pending', 'active', 'deactivating', 'inactive'] as const;
export type PodspotDisplayStatus = (typeof PODSPOT_DISPLAY_STATUSES)[number];

/**
 * The badge texts. The product's rules list offered, active, inactive, draft and pending; an approved podspot whose
 * status is `deactivating` (still running, about to stop) is not labelled there, so it says what it is
 * (docs/behaviour/earn.md#readings-chosen).
 */
export const PODSPOT_STATUS_LABELS = {
  offered: 'Offered',
  draft: 'Draft',
  pending: 'Pending',
  active: 'Active',
  deactivating: 'Deactivating',
  inactive: 'Inactive',
} as const satisfies Record<PodspotDisplayStatus, string>;

/** The two fields the rule reads; `aasm_state` may also be 'offered' on opportunity-like records. */
export type PodspotStateFields = { aasm_state?: string | null; status?: string | null };

/**
 * docs/behaviour/earn.md#podspot-states: an approved podspot with status inactive displays as inactive; otherwise
 * the display status is aasm_state, defaulting to draft. "Approved and active" is labelled Active, so an approved
 * podspot shows its running status (active, or deactivating); an approved one without a status is taken as active.
 */
export function podspotDisplayStatus({ aasm_state, status }: PodspotStateFields): PodspotDisplayStatus {
  switch (aasm_state) {
    case 'approved':
      return status === 'inactive' ? 'inactive' : status === 'deactivating' ? 'deactivating' : 'active';
    case 'offered':
    case 'pending':
    case 'draft':
      return aasm_state;
    case 'active':
    case 'inactive':
      return aasm_state;
    default:
      return 'draft';
  }
}

/** The badge text of a podspot. */
export const podspotStatusLabel = (podspot: PodspotStateFields) => PODSPOT_STATUS_LABELS[podspotDisplayStatus(podspot)];
