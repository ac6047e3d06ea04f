/** The demo partner key every scenario accepts (its origins are the partner origins of the running server). */
export const DEMO_PARTNER_KEY = 'pk_test_demo_host';
/** A second partner every scenario accepts, to show that a partner sees only the accounts it created. */
export const OTHER_PARTNER_KEY = 'pk_test_other_host';
/** The password of every scenario account. */
export const DEMO_PASSWORD = 'podspot-demo';
