import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Banner } from '../../api/client/announcements';
import { useStores } from '../../stores/StoreContext';
import { DEFAULT_GAME_ICON, gameArtSrc, SizedImage } from '../../ui';
import './siteBanners.css';

/** The platform's banner artwork is 3:1; the box is reserved before the picture arrives. */
const BANNER_WIDTH = 600;
const BANNER_HEIGHT = 200;

/** The operator's banners of the named groups, in the order the groups are given. */
export function bannersOf(banners: readonly Banner[], groups: readonly string[]): Banner[] {
  return groups.flatMap((group) => banners.filter((b) => b.groupName === group));
}

/**
 * Banners of some groups (the side panels' w_login / w_register / w_lott, the forgot page's
 * w_forget), from the public announcements the shell loads once. Nothing renders without them.
 */
export const SiteBanners = observer(function SiteBanners({
  groups,
  className = 'site-banners',
  onFollow,
}: {
  groups: readonly string[];
  className?: string;
  /** Called when a banner's link is followed (a popup closes to show the screen). */
  onFollow?: () => void;
}) {
  const { announcements, system } = useStores();

  useEffect(() => {
    if (announcements.state === 'idle') void announcements.load();
  }, [announcements]);

  const banners = bannersOf(announcements.banners, groups);
  if (banners.length === 0) return null;
  return (
    <div className={className}>
      {banners.map((banner) => (
        <BannerPicture
          key={banner.id}
          banner={banner}
          imageCdn={system.imageCdn}
          onFollow={onFollow}
        />
      ))}
    </div>
  );
});

function BannerPicture({
  banner,
  imageCdn,
  onFollow,
}: {
  banner: Banner;
  imageCdn: string;
  onFollow?: () => void;
}) {
  const [broken, setBroken] = useState(false);
  const image = (
    <SizedImage
      className="site-banners__image"
      src={broken ? DEFAULT_GAME_ICON : gameArtSrc(banner.url, imageCdn)}
      alt={banner.title}
      width={BANNER_WIDTH}
      height={BANNER_HEIGHT}
      onError={() => setBroken(true)}
    />
  );
  const to = sameSitePath(banner);
  return to ? (
    <Link to={to} className="site-banners__link" data-banner={banner.id} onClick={onFollow}>
      {image}
    </Link>
  ) : (
    <span className="site-banners__link" data-banner={banner.id}>
      {image}
    </span>
  );
}

/**
 * A banner opens a screen of this site when the operator linked one (a path, or a promotion);
 * other addresses are not followed from inside an account popup.
 */
function sameSitePath(banner: Banner): string | null {
  const linkage = banner.linkage.trim();
  if (!linkage) return null;
  if (banner.linkageType === 'PROMOTION') return `/promotions?id=${encodeURIComponent(linkage)}`;
  if (banner.linkageType === 'URL' && linkage.startsWith('/') && !linkage.startsWith('//')) {
    return linkage;
  }
  return null;
}
