import { createClient } from '@sdk/api/client';
import { session } from './session';

/** The console's one API client: the stored token, no refresh, and any 401 signs the user out. */
export const api = createClient({
  baseURL: '/api',
  token: {
    get: async () => session.getState().user?.jwt_token ?? null,
    refresh: async () => null,
  },
  onUnauthorized: () => {
    if (session.getState().user) session.getState().signOut();
  },
});
