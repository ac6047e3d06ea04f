import { useState } from 'react';
import { getUser, type SettingsPodcast, type User } from '@sdk/api/accounts';
import type { PodcastFilter } from '@sdk/core/settings-podcasts';
import { Spinner } from '@sdk/ui/status-view';
import { adoptStyles } from '@sdk/ui/styles';
import { Toasts, useToasts } from '@sdk/ui/toasts';
import { api } from '../../lib/api';
import { Breadcrumbs } from '../../ui/breadcrumbs';
import { LoadFailed } from '../../ui/load-failed';
import { TextField } from '../../ui/text-field';
import { useLoad } from '../../ui/use-load';
import { ChangePasswordDialog } from './change-password-dialog';
import { PodcastList } from './podcast-list';
import settingsCss from './settings.css?raw';
import { usePodcastPages } from './use-podcast-pages';

adoptStyles(document, settingsCss);

export const COPIED = 'Smart feed copied to clipboard';

const loadUser = () => getUser(api);

/** /settings: the read-only profile, "Change password", and "Your podcasts" with their smart feeds. */
export function SettingsPage() {
  const user = useLoad<User>(loadUser);
  const [filter, setFilter] = useState<PodcastFilter>('all');
  const podcasts = usePodcastPages(filter);
  const [changing, setChanging] = useState(false);
  const toasts = useToasts();

  const copy = async (podcast: SettingsPodcast) => {
    try {
      await navigator.clipboard.writeText(podcast.smart_feed);
      toasts.show(COPIED);
    } catch {
      toasts.show('This browser did not allow copying. Select the smart feed address and copy it yourself.', {
        tone: 'error',
      });
    }
  };

  return (
    <div className="page page--narrow settings">
      <Breadcrumbs trail={[{ label: 'Account' }, { label: 'Settings' }]} />
      <h1 className="page__title">Settings</h1>
      <section className="ps-card settings__section" aria-labelledby="settings-profile">
        <h2 id="settings-profile">Profile</h2>
        {user.error ? <LoadFailed error={user.error} onRetry={user.reload} /> : null}
        {!user.data && !user.error ? <Spinner label="Loading your profile" /> : null}
        {user.data ? (
          <div className="settings__profile">
            <TextField label="First name" value={user.data.first_name} disabled readOnly />
            <TextField label="Last name" value={user.data.last_name} disabled readOnly />
            <TextField label="Email" type="email" value={user.data.email} disabled readOnly />
          </div>
        ) : null}
        <p className="settings__password">
          <button type="button" className="link-button" onClick={() => setChanging(true)}>
            Change password
          </button>
        </p>
      </section>
      {podcasts.error ? <LoadFailed error={podcasts.error} onRetry={podcasts.reload} /> : null}
      {!podcasts.podcasts && !podcasts.error ? <Spinner label="Loading your podcasts" /> : null}
      {podcasts.podcasts ? (
        <PodcastList
          podcasts={podcasts.podcasts}
          total={podcasts.total}
          allPodcasts={podcasts.allPodcasts}
          filter={filter}
          onFilter={setFilter}
          onMore={podcasts.more}
          onCopy={copy}
        />
      ) : null}
      <ChangePasswordDialog
        open={changing}
        onClose={() => setChanging(false)}
        onChanged={() => toasts.show('Your password has been changed.')}
      />
      <Toasts toasts={toasts.toasts} onDismiss={toasts.dismiss} />
    </div>
  );
}
