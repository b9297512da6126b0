import { useState } from 'react';
import { useI18n } from '../../i18n/use-i18n.ts';

/**
 * A room or plan photo: loaded lazily, described by `alt`, and replaced by the spec's image-load
 * failure message (section 8) when it cannot be shown. The first result's picture is on screen when
 * the results arrive (the page's largest paint): `priority` fetches it at once, ahead of the rest.
 */
export function ResultImage({
  src,
  alt,
  priority = false,
}: {
  src: string;
  alt: string;
  priority?: boolean;
}) {
  const { t } = useI18n();
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <div className="result-image result-image--failed">
        <span>{t('results.imageFailed')}</span>
        {alt ? <span className="visually-hidden"> {alt}</span> : null}
      </div>
    );
  }
  return (
    <img
      className="result-image"
      src={src}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      width={400}
      height={225}
      onError={() => setFailed(true)}
    />
  );
}
