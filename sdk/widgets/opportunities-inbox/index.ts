// The inbox's parts, for pages that compose their own layout (the console's /earn, /earn/opportunities and
// /earn/opportunities/not-interested). Each part reads the WidgetProvider's client; adopt opportunities-inbox.css.
export { OpportunitiesInbox } from './opportunities-inbox';
export { InboxBody, LOADING_TEXT, type NotInterestedLink } from './inbox-body';
export { OpportunityGroups, EMPTY_OPPORTUNITIES, EMPTY_DASHBOARD_OPPORTUNITIES } from './opportunity-groups';
export { OpportunityReviewDialog, UNKNOWN_DOWNLOAD_ERROR } from './opportunity-review';
export { NotInterestedList, EMPTY_NOT_INTERESTED } from './not-interested-list';
export { InboxFilters } from './inbox-filters';
export { InboxLink } from './inbox-link';
export { Artwork } from './artwork';
export { useOpportunityActions, ACTION_TEXTS } from './use-opportunity-actions';
export { useInboxChoice, choiceQuery, FIRST_CHOICE, type InboxChoice } from './use-inbox-choice';
