// The inbox's parts, for pages that compose their own layout (the console's /earn, /earn/opportunities and
// /earn/opportunities/not-interested). Each part reads the WidgetProvider's client; adopt opportunities-inbox.css.
export { InboxBody } from './inbox-body';
export { OpportunityGroups, EMPTY_DASHBOARD_OPPORTUNITIES } from './opportunity-groups';
export { OpportunityReviewDialog } from './opportunity-review';
export { NotInterestedList } from './not-interested-list';
export { InboxFilters } from './inbox-filters';
export { Artwork } from './artwork';
export { useOpportunityActions } from './use-opportunity-actions';
export { useInboxChoice, choiceQuery, FIRST_CHOICE } from './use-inbox-choice';
