/** The demo partner key every scenario accepts (its origins are the partner origins of the running server). */
export const DEMO_PARTNER_KEY = 'pk_test_demo_host';
/** The password of every scenario account. */
export const DEMO_PASSWORD = 'podspot-demo';
