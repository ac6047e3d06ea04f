import { itemsFrom } from '../core/paging';
import { filterPodcasts, type PodcastFilter } from '../core/settings-podcasts';
import type { ApiClient } from './client';
import type { components } from './schema';

type Schemas = components['schemas'];

/**
 * What sign-in, admin sign-in and sign-up answer: the user info the console keeps
 * (docs/behaviour/accounts.md#session).
 */
export type AccountInfo = {
  jwt_token: string;
  expires_at: string;
  role: ('publisher' | 'advertiser' | 'network')[];
  onboarding: { completed: boolean; current_state: string };
  first_name: string;
  last_name: string;
  email: string;
};

export type SignUpRequest = {
  invite_code: string;
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  /** false creates an advertiser. */
  is_publisher?: boolean;
  /** true creates a publisher + network user. */
  is_network?: boolean;
};

export type InviteRequest = Schemas['InviteRequest'];
export type User = Schemas['User'];

/** A podcast on the settings page, with its smart feed URL and where that feed is integrated. */
export type SettingsPodcast = Schemas['SettingsPodcasts']['podcasts'][number];

type Success = { success: true };

/** An administrator signs in as the user whose email is `code`. */
export const adminSignIn = (client: ApiClient, body: { code: string; email: string; password: string }) =>
  client.post<AccountInfo>('/admin/signin/', body);

export const signUp = (client: ApiClient, body: SignUpRequest) => client.post<AccountInfo>('/signup/', body);

export const applyForInvite = (client: ApiClient, body: InviteRequest) => client.post<Success>('/invite/', body);

export const requestPasswordReset = (client: ApiClient, email: string) =>
  client.post<Success>('/forgot_password', { email });

export const resetPassword = (client: ApiClient, token: string, newPassword: string) =>
  client.post<Success>('/reset_password', { reset_password_token: token, new_password: newPassword });

export const getUser = (client: ApiClient) => client.get<User>('/user');

export const changePassword = (client: ApiClient, password: string, newPassword: string) =>
  client.post<Success>('/user/change_password', { password, new_password: newPassword });

/** One page of "Your podcasts" after the filter; `total` counts the filtered list, `all_podcasts` every podcast. */
export type SettingsPodcastPage = { podcasts: SettingsPodcast[]; total: number; all_podcasts: number };

/**
 * One page of the settings page's podcasts (docs/behaviour/settings.md#your-podcasts). An answer without `total` (a
 * server that sends the whole list) is filtered and cut here with the same rules.
 */
export const getSettingsPodcastPage = (
  client: ApiClient,
  { filter, offset, limit }: { filter: PodcastFilter; offset: number; limit: number },
): Promise<SettingsPodcastPage> =>
  client
    .get<{ podcasts: SettingsPodcast[]; total?: number; all_podcasts?: number }>('/setting/podcasts', {
      filter: filter === 'all' ? undefined : filter,
      offset,
      limit,
    })
    .then((r) => {
      if (r.total !== undefined)
        return { podcasts: r.podcasts, total: r.total, all_podcasts: r.all_podcasts ?? r.total };
      const filtered = filterPodcasts(r.podcasts, filter);
      return {
        podcasts: itemsFrom(filtered, offset, limit).shown,
        total: filtered.length,
        all_podcasts: r.podcasts.length,
      };
    });
