import { useState } from 'react';

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
      onError={() => setFailedUrl(url)}
    />
  );
}
