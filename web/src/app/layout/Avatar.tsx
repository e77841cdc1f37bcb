import { useEffect, useRef, useState } from 'react';

/** The picture shown when the member's own does not load (spec §8: "avatar falls back"). */
export const AVATAR_FALLBACK = '/avatar-fallback.svg';

/**
 * The member's avatar in a fixed 28 px box, so nothing moves when the picture arrives. Until the
 * platform has named the picture (`url` null) the box holds the account's initial; a picture that
 * is missing or fails to load is replaced by the fallback.
 */
export function Avatar({
  url,
  initial,
  initialId,
}: {
  url: string | null;
  initial: string;
  /** The initial's id, so a name built with aria-labelledby can include what is shown. */
  initialId?: string;
}) {
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const picture = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // In the gateway's markup of a member's page the picture loads before the page hydrates, and
    // a failure then is not heard by `onError`: a picture that has already failed is taken here.
    const img = picture.current;
    if (url && img?.complete && img.naturalWidth === 0) setFailedUrl(url);
  }, [url]);
  if (url === null) {
    return (
      <span id={initialId} className="avatar" aria-hidden="true">
        {initial}
      </span>
    );
  }
  const src = url && url !== failedUrl ? url : AVATAR_FALLBACK;
  return (
    <img
      className="avatar"
      src={src}
      alt=""
      width="28"
      height="28"
      data-testid="avatar"
      ref={picture}
      onError={() => setFailedUrl(url)}
    />
  );
}
