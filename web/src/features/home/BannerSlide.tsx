import { Link } from 'react-router-dom';
import type { Banner } from '../../api/client/announcements';
import { bannerTarget } from './bannerLink';

/**
 * One banner picture, wrapped in its link when it has one. The first banner is the home page's
 * largest picture, so it loads at once with high priority; the others wait until needed.
 */
export function BannerSlide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <img
      className="home-banners__image"
      src={banner.url}
      alt={banner.title}
      width={1200}
      height={400}
      decoding="async"
      {...(first ? { fetchPriority: 'high' as const } : { loading: 'lazy' as const })}
    />
  );
  const target = bannerTarget(banner);
  if (target.kind === 'internal') {
    return (
      <Link to={target.to} className="home-banners__link" data-banner={banner.id}>
        {image}
      </Link>
    );
  }
  if (target.kind === 'external') {
    return (
      <a
        href={target.href}
        target="_blank"
        rel="noopener noreferrer"
        className="home-banners__link"
        data-banner={banner.id}
      >
        {image}
      </a>
    );
  }
  return (
    <span className="home-banners__link" data-banner={banner.id}>
      {image}
    </span>
  );
}
