/**
 * Deployment configuration the console reads at run time.
 *
 * The advertiser-interest survey (docs/behaviour/advertise.md#promo-page-advertise) is on an external form service;
 * the product uses one form in production and another elsewhere so that test answers never reach the real list.
 * Both addresses are placeholders in the shape of a hosted form service (a form id in the path, prefilled fields as
 * query parameters): replace them with the real forms when deploying.
 */
export const SURVEY_FORMS = {
  production: 'https://forms.example.com/to/podspot-advertise',
  test: 'https://forms.example.com/to/podspot-advertise-test',
} as const;

/** Hosts that are never production: the console running on this machine (npm start, the tests). */
const LOCAL_HOSTS = ['localhost', '127.0.0.1'];

export const isProductionHost = (hostname: string) => !LOCAL_HOSTS.includes(hostname);

/** The survey form's address with the user's email as the `email` parameter; the host decides which form. */
export function surveyFormUrl(
  email: string | null | undefined,
  hostname: string = globalThis.location?.hostname ?? '',
): string {
  const url = new URL(isProductionHost(hostname) ? SURVEY_FORMS.production : SURVEY_FORMS.test);
  if (email) url.searchParams.set('email', email);
  return url.href;
}
