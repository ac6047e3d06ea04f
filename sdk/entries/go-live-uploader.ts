import css from '../widgets/go-live-uploader/go-live-uploader.css?raw';
import { GoLiveUploader } from '../widgets/go-live-uploader/go-live-uploader';
import { GO_LIVE_UPLOADER_PROP_RULES } from '../widgets/go-live-uploader/props';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('go-live-uploader', GoLiveUploader, [css], GO_LIVE_UPLOADER_PROP_RULES);
