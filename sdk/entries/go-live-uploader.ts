import css from '../widgets/go-live-uploader/go-live-uploader.css?raw';
import { GoLiveUploader } from '../widgets/go-live-uploader/go-live-uploader';
import { createMounter } from '../embed/runtime/mount';

export const { mountWidget } = createMounter('go-live-uploader', GoLiveUploader, [css]);
