import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import type { VendorCard, VendorLane } from '../../api/client/games';
import { useStores } from '../../stores/StoreContext';
import { DEFAULT_GAME_ICON, gameArtSrc, SizedImage } from '../../ui';
import { SiteBanners } from './SiteBanners';
import { useFeatureTranslation } from '../../centre/messages';
import { authMessages } from './authMessages';

/** The login and register popups share one side panel with these banner groups (spec §2). */
export const SIDE_PANEL_BANNER_GROUPS = ['w_login', 'w_register', 'w_lott'] as const;
/** Vendor logos the side panel shows at most (spec §2). */
export const SIDE_PANEL_LOGOS = 12;
const LOGO_WIDTH = 96;
const LOGO_HEIGHT = 48;

/** Each vendor once, across every category lane, in the platform's order. */
export function vendorLogos(lanes: readonly VendorLane[], limit = SIDE_PANEL_LOGOS): VendorCard[] {
  const seen = new Set<string>();
  const logos: VendorCard[] = [];
  for (const vendor of lanes.flatMap((lane) => lane.vendors)) {
    if (logos.length >= limit) break;
    if (!vendor.iconUrl || seen.has(vendor.vassalage)) continue;
    seen.add(vendor.vassalage);
    logos.push(vendor);
  }
  return logos;
}

/**
 * Beside the login and register forms: the operator's banners, the vendors' logos and how many
 * players are online. The figure is the server's count (decisions §2): without one, no figure.
 */
export const AuthSidePanel = observer(function AuthSidePanel({
  onFollow,
}: {
  /** A banner link was followed: the popup closes. */
  onFollow?: () => void;
}) {
  const t = useFeatureTranslation(authMessages);
  const { api, categories, system } = useStores();
  const [online, setOnline] = useState<number | null>(null);

  useEffect(() => {
    if (categories.state === 'idle') void categories.load(false);
  }, [categories]);

  useEffect(() => {
    let live = true;
    api.system
      .getOnlinePlayers()
      .then((count) => live && setOnline(count))
      // No figure is better than a made-up one.
      .catch(() => live && setOnline(null));
    return () => {
      live = false;
    };
  }, [api]);

  const logos = vendorLogos(categories.lanes);
  return (
    <aside className="auth-side">
      <SiteBanners groups={SIDE_PANEL_BANNER_GROUPS} onFollow={onFollow} />
      {online !== null && (
        <p className="auth-side__online" data-testid="online-players">
          {t('online_players', { count: online })}
        </p>
      )}
      {logos.length > 0 && (
        <ul className="auth-side__logos" aria-label={t('vendor_logos_title')}>
          {logos.map((vendor) => (
            <li key={vendor.vassalage}>
              <VendorLogo vendor={vendor} imageCdn={system.imageCdn} />
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
});

function VendorLogo({ vendor, imageCdn }: { vendor: VendorCard; imageCdn: string }) {
  const [broken, setBroken] = useState(false);
  return (
    <SizedImage
      className="auth-side__logo"
      src={broken ? DEFAULT_GAME_ICON : gameArtSrc(vendor.iconUrl, imageCdn)}
      alt={vendor.name}
      width={LOGO_WIDTH}
      height={LOGO_HEIGHT}
      onError={() => setBroken(true)}
    />
  );
}
