export type Reach = { file: string; test: string; shows: string[] };
/** `area`: which half of the product the row belongs to (accounts, onboarding, settings, billing, frame; or Earn and Advertise). */
export type CatalogueRow = { area: 'accounts' | 'earn'; situation: string; message: string; reachedBy: Reach[] };

const CATALOGUE = 'tests/e2e/error-catalogue.test.ts';

export const ERROR_CATALOGUE: CatalogueRow[] = [
  {
    area: 'accounts',
    situation: 'Login failure',
    message: '"Incorrect email or password."',
    reachedBy: [
      {
        file: 'tests/e2e/sign-in.test.ts',
        test: 'validates the form and shows "Incorrect email or password."',
        shows: ['Incorrect email or password.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Admin login failure',
    message: 'status text from the response, else "Something went wrong, Please try again later."',
    reachedBy: [
      {
        file: 'tests/e2e/accounts.test.ts',
        test: 'lets the administrator sign in as another user through /admin/login, and says why it fails',
        shows: ['No user has this email.', 'Something went wrong, Please try again later.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Reset, sign-up, invite, forgot-password failure',
    message: 'first detail value, else "Something went wrong. Please try again later."',
    reachedBy: [
      {
        file: 'tests/e2e/accounts.test.ts',
        test: 'signs up a new publisher with PODSPOT-INVITE and starts onboarding',
        shows: ['This invite code is not valid.', 'Something went wrong. Please try again later.'],
      },
      {
        file: 'tests/e2e/accounts.test.ts',
        test: 'resets a forgotten password through the emailed link, then signs in with the new one',
        shows: ['Something went wrong. Please try again later.'],
      },
      {
        file: CATALOGUE,
        test: 'invite and reset failures show the first detail value, else the fallback, and keep what was typed',
        shows: [
          'Invites are paused this week.',
          'This reset link has expired. Ask for a new one.',
          'Something went wrong. Please try again later.',
        ],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Password mismatch',
    message: '"Password and confirm password do not match"',
    reachedBy: [
      {
        file: 'tests/e2e/accounts.test.ts',
        test: 'signs up a new publisher with PODSPOT-INVITE and starts onboarding',
        shows: ['Password and confirm password do not match'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Change password mismatch',
    message: '"New password and repeat password do not match"',
    reachedBy: [
      {
        file: 'tests/e2e/settings-billing.test.ts',
        test: 'opens the change-password modal, closes it on Escape and on the backdrop, and shows every failure',
        shows: ['New password and repeat password do not match'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Change password failure',
    message: 'the server\'s detail.error, else "Something went wrong, Please try again later"',
    reachedBy: [
      {
        file: 'tests/e2e/settings-billing.test.ts',
        test: 'opens the change-password modal, closes it on Escape and on the backdrop, and shows every failure',
        shows: ['Your current password is incorrect.', 'Something went wrong, Please try again later'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Withdraw failure',
    message: 'detail.stripe_account or detail.withdraw_error',
    reachedBy: [
      {
        file: 'tests/e2e/settings-billing.test.ts',
        test: 'creates the payout account at the provider, comes back and withdraws',
        shows: ['is more than your available balance'],
      },
      {
        file: CATALOGUE,
        test: 'withdraw failures show detail.stripe_account or detail.withdraw_error, keep the amount, and a retry withdraws',
        shows: ['Your payout account needs attention at the provider.', 'Withdrawals are paused until Monday.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Payout details load failure',
    message: '"Something went wrong. Our team has been notified and is looking into it."',
    reachedBy: [
      {
        file: 'tests/e2e/settings-billing.test.ts',
        test: 'shows the publisher balance, ledger, earnings by podcast and the CSV',
        shows: ['Something went wrong. Our team has been notified and is looking into it.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Invalid downloads per episode',
    message: '"Please enter valid number"',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: 'takes newpub from "Get started" to /earn, uploading a real MP3',
        shows: ['Please enter valid number'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Wrong file type or none',
    message: '"Please choose an MP3 file."',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: 'takes newpub from "Get started" to /earn, uploading a real MP3',
        shows: ['Please choose an MP3 file.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Onboarding upload failed',
    message: '"Something went wrong, Please try after sometime." (loading cleared)',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: 'takes newpub from "Get started" to /earn, uploading a real MP3',
        shows: ['Something went wrong, Please try after sometime.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'No podcast selected',
    message: '"Please select a podcast to continue."',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: "newadv adds podcasts, one of them another account's, and lands on /advertise/campaigns",
        shows: ['Please select a podcast to continue.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Partial podcast validation',
    message: '"Couldn\'t add all podcasts" with per-podcast server error',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: "newadv adds podcasts, one of them another account's, and lands on /advertise/campaigns",
        shows: [
          "Couldn't add all podcasts",
          'This podcast already belongs to another Podspot account. Contact support if it is yours.',
        ],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Podcast search failure',
    message: 'logged; the not-found hint is shown',
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: "newadv adds podcasts, one of them another account's, and lands on /advertise/campaigns",
        shows: ['Not found? Search by ID instead.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Download failure',
    message:
      'status and text, then error and reason; also "Download canceled", "Download timed out", "An unknown error occurred"',
    reachedBy: [
      {
        file: CATALOGUE,
        test: 'a failed CSV download in billing shows the status and the text, and the next one downloads',
        shows: ['500: Exports are paused.'],
      },
      {
        file: CATALOGUE,
        test: "the spend table's export says canceled, timed out, unknown, or the status and text, and exports afterwards",
        shows: ['Download canceled', 'Download timed out', 'An unknown error occurred', '503: Exports are paused.'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Role mismatch',
    message: '"Access denied"',
    reachedBy: [
      {
        file: 'tests/e2e/sign-in.test.ts',
        test: 'keeps signed-out visitors out and shows "Access denied" on a role mismatch',
        shows: ['Access denied'],
      },
      {
        file: 'tests/e2e/accounts.test.ts',
        test: 'shows "Access denied" when the role does not match the billing side',
        shows: ['Access denied'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Any 401',
    message: 'user logged out',
    reachedBy: [
      {
        file: 'tests/e2e/sign-in.test.ts',
        test: 'signs out, and a 401 from any call signs out too',
        shows: ['/login'],
      },
    ],
  },
  {
    area: 'accounts',
    situation: 'Country-selection failure',
    message: 'loading state silently reset',
    reachedBy: [
      {
        file: 'tests/e2e/settings-billing.test.ts',
        test: 'creates the payout account at the provider, comes back and withdraws',
        shows: [':enabled'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Accept failure (toast)',
    message: "'Failed to accept opportunity. Please try again.'",
    reachedBy: [
      {
        file: 'tests/e2e/opportunities-inbox.test.ts',
        test: 'shows the documented failure toasts when accept and reject fail, and the modal closes',
        shows: ['Failed to accept opportunity. Please try again.'],
      },
      {
        file: 'tests/e2e/earn.test.ts',
        test: 'reject → the not-interested page → undo, and the failure toasts, on a phone',
        shows: ['Failed to accept opportunity. Please try again.'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Reject failure (toast)',
    message: "'Failed to mark opportunity as not interested. Please try again.'",
    reachedBy: [
      {
        file: 'tests/e2e/opportunities-inbox.test.ts',
        test: 'shows the documented failure toasts when accept and reject fail, and the modal closes',
        shows: ['Failed to mark opportunity as not interested. Please try again.'],
      },
      {
        file: 'tests/e2e/earn.test.ts',
        test: 'reject → the not-interested page → undo, and the failure toasts, on a phone',
        shows: ['Failed to mark opportunity as not interested. Please try again.'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Archive failure (toast)',
    message: "'Failed to archive campaign. Please try again.'",
    reachedBy: [
      {
        file: 'tests/e2e/earn-campaigns.test.ts',
        test: 'tabs from the address, sorts, previews; archive → archived → unarchive; the failures',
        shows: ['Failed to archive campaign. Please try again.'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Archived list fetch failure',
    message: "'Failed to fetch archived campaigns' (the server message if present), stored",
    reachedBy: [
      {
        file: 'tests/e2e/earn-campaigns.test.ts',
        test: 'tabs from the address, sorts, previews; archive → archived → unarchive; the failures',
        shows: ['Failed to fetch archived campaigns', 'The archive is being rebuilt.'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Audio failure',
    message: "'Could not play audio. The file may be unavailable.'",
    reachedBy: [
      {
        file: 'tests/e2e/onboarding.test.ts',
        test: 'takes newpub from "Get started" to /earn, uploading a real MP3',
        shows: ['Could not play audio. The file may be unavailable.'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Wrong file type or server rejection',
    message: "'Please upload a valid .mp3 file'",
    reachedBy: [
      {
        file: 'tests/e2e/go-live-uploader.test.ts',
        test: 'uploads a real MP3 with progress, refuses a non-MP3, then integrates the feed',
        shows: ['Please upload a valid .mp3 file'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Podcast list fetch failure',
    message: "'Failed to fetch podcasts' (stored, not shown on screen)",
    reachedBy: [
      {
        file: 'tests/e2e/advertise-insights.test.ts',
        test: 'shows each load failure of the catalogue and clears what it showed',
        shows: ['Failed to fetch podcasts'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Advertiser list fetch failure',
    message: "'Failed to fetch advertisers' (stored, not shown on screen)",
    reachedBy: [
      {
        file: 'tests/e2e/advertise-insights.test.ts',
        test: 'shows each load failure of the catalogue and clears what it showed',
        shows: ['Failed to fetch advertisers'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Daily report fetch failure',
    message: "'Failed to fetch daily report' (stored, not shown on screen)",
    reachedBy: [
      {
        file: 'tests/e2e/advertise-insights.test.ts',
        test: 'shows each load failure of the catalogue and clears what it showed',
        shows: ['Failed to fetch daily report'],
      },
      {
        file: 'tests/e2e/earn-insights.test.ts',
        test: 'filters change the chart, the table and the address; sorting; CSV; failures',
        shows: ['Failed to fetch daily report'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Report fetch failure',
    message: "'Failed to fetch report' (stored, not shown on screen)",
    reachedBy: [
      {
        file: 'tests/e2e/advertise-insights.test.ts',
        test: 'shows each load failure of the catalogue and clears what it showed',
        shows: ['Failed to fetch report'],
      },
      {
        file: 'tests/e2e/earn-insights.test.ts',
        test: 'filters change the chart, the table and the address; sorting; CSV; failures',
        shows: ['Failed to fetch report'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Role mismatch',
    message: "'Access denied'",
    reachedBy: [
      {
        file: 'tests/e2e/sign-in.test.ts',
        test: 'keeps signed-out visitors out and shows "Access denied" on a role mismatch',
        shows: ['Access denied'],
      },
    ],
  },
  {
    area: 'earn',
    situation: 'Download errors',
    message:
      "Status and text, then error and reason. Also 'Download canceled', 'Download timed out', 'An unknown error occurred'",
    reachedBy: [
      {
        file: 'tests/e2e/spend-table.test.ts',
        test: 'shows the server reason for a failed load and a failed export, and recovers',
        shows: ['500: Exports are paused.'],
      },
      {
        file: CATALOGUE,
        test: "the spend table's export says canceled, timed out, unknown, or the status and text, and exports afterwards",
        shows: ['Download canceled', 'Download timed out', 'An unknown error occurred', '503: Exports are paused.'],
      },
    ],
  },
];
