import { useId, useState, type FormEvent } from 'react';
import { updateAdvertiserPodspot, type AdvertiserPodspot } from '@sdk/api/advertise';
import type { ApiError } from '@sdk/api/errors';
import { Dialog } from '@sdk/ui/dialog';
import { api } from '../../lib/api';
import { FormError } from '../../ui/text-field';

/** The server's limits (server-mock/openapi.yaml AdvertiserPodspotEdit): the fields stop typing at them. */
const TITLE_MAX = 120;
const DESCRIPTION_MAX = 1000;

type FormProps = { podspot: AdvertiserPodspot; onSaved(): void; onCancel(): void };

// Mounted only while the popup is open, so each opening starts from the podspot's current text and no error.
function EditPodspotForm({ podspot, onSaved, onCancel }: FormProps) {
  const id = useId();
  const [title, setTitle] = useState(podspot.podspot_rss_content_title);
  const [description, setDescription] = useState(podspot.podspot_rss_content_description);
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    setSaving(true);
    setFailure(null);
    try {
      await updateAdvertiserPodspot(api, podspot.id, {
        podspot_rss_content_title: title,
        podspot_rss_content_description: description,
      });
      onSaved();
    } catch (error) {
      // On error the response's error text shows (docs/behaviour/advertise.md#edit-popup); the client made it the
      // first `detail` value.
      setFailure((error as ApiError).message);
      setSaving(false);
    }
  };

  return (
    <form className="dialog-form" onSubmit={submit} noValidate>
      <p className="ps-muted edit-podspot__on">
        {podspot.campaign_name} on {podspot.publisher_podcast_name}
      </p>
      <div className="field">
        <label htmlFor={`${id}-title`}>Title</label>
        <input
          id={`${id}-title`}
          name="title"
          value={title}
          maxLength={TITLE_MAX}
          required
          onChange={(e) => setTitle(e.currentTarget.value)}
        />
      </div>
      <div className="field">
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          name="description"
          rows={5}
          value={description}
          maxLength={DESCRIPTION_MAX}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </div>
      <FormError message={failure} />
      <div className="dialog-form__actions">
        <button type="button" className="ps-button ps-button--quiet" onClick={onCancel} disabled={saving}>
          Cancel
        </button>
        <button type="submit" className="ps-button" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save'}
        </button>
      </div>
    </form>
  );
}

type Props = { podspot: AdvertiserPodspot | null; onClose(): void; onSaved(): void };

/** The edit popup for a podspot's title and description (PUT /podspot/{id}); `podspot` null means closed. */
export function EditPodspotDialog({ podspot, onClose, onSaved }: Props) {
  return (
    <Dialog open={podspot !== null} title="Edit Podspot" onClose={onClose}>
      {podspot ? <EditPodspotForm key={podspot.id} podspot={podspot} onCancel={onClose} onSaved={onSaved} /> : null}
    </Dialog>
  );
}
