import { MEDIA_CONTENT_TYPES } from '@yadori/contract/staff-media.constants';
import { useState } from 'react';
import { Field } from '../forms/field.tsx';
import { ApiFailure } from '../lib/api.ts';
import { useTexts } from '../lib/i18n.ts';
import { ErrorNotice } from '../shell/page.tsx';
import { MEDIA_TEXTS } from './media.texts.ts';
import { type StaffMedia, uploadMedia } from './media-api.ts';

/**
 * A file chooser that uploads the chosen image to the hotel's media at once and hands back its
 * address; the form it sits in stores the address when it is saved. The server decides the image's
 * kind from its bytes; `accept` only narrows the chooser.
 */
export function ImageUpload({
  hotelId,
  label,
  onUploaded,
}: {
  hotelId: number;
  label?: string;
  onUploaded: (media: StaffMedia) => void;
}) {
  const t = useTexts(MEDIA_TEXTS);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<ApiFailure>();
  async function choose(input: HTMLInputElement) {
    const file = input.files?.[0];
    if (!file) return;
    setBusy(true);
    setFailure(undefined);
    try {
      onUploaded(await uploadMedia(hotelId, file, file.name));
    } catch (error) {
      setFailure(
        error instanceof ApiFailure ? error : new ApiFailure(0, 'unknown', String(error), undefined, {}, {}),
      );
    } finally {
      setBusy(false);
      // The same file may be chosen again after a refusal.
      input.value = '';
    }
  }
  return (
    <div className="image-upload">
      <Field label={label ?? t.upload} hint={busy ? t.uploading : t.uploadHint}>
        {(c) => (
          <input
            {...c}
            type="file"
            accept={MEDIA_CONTENT_TYPES.join(',')}
            disabled={busy}
            onChange={(e) => choose(e.currentTarget)}
          />
        )}
      </Field>
      <ErrorNotice error={failure} />
    </div>
  );
}
