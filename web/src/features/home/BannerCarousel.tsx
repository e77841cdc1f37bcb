import { observer } from 'mobx-react-lite';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { useStores } from '../../stores/StoreContext';
import { useNearViewport } from '../../ui';
import { BannerSlide } from './BannerSlide';

const BannerSwiper = lazy(() => import('./BannerSwiper'));

/**
 * The home banners (group w_home). The box keeps the pictures' 3:1 shape from the first paint, so
 * nothing below moves when they arrive; until swiper has loaded, the first banner stands alone.
 * Once the platform answers with no banners, there is no box. The carousel (and swiper with it)
 * is asked for only when there is more than one banner and the box is about to be seen, after
 * the first render, which is the same on the server and in the browser (hydration), so that the
 * first banner paints without waiting for swiper.
 */
export const BannerCarousel = observer(function BannerCarousel() {
  const { t } = useTranslation();
  const { announcements } = useStores();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const [box, carousel] = useNearViewport();
  const banners = announcements.homeBanners;
  const first = banners[0];
  if (!first) {
    // Until the call answers, the space is held so the page does not jump when banners arrive.
    const pending = announcements.state === 'idle' || announcements.state === 'loading';
    return pending ? <div className="home-banners skeleton" aria-hidden="true" /> : null;
  }
  const still = <BannerSlide banner={first} first />;
  return (
    <section
      ref={box}
      className="home-banners"
      aria-label={t('home_banners')}
      data-testid="home-banners"
    >
      {banners.length === 1 || !carousel ? (
        still
      ) : (
        <Suspense fallback={still}>
          <BannerSwiper
            banners={banners}
            reducedMotion={reducedMotion}
            labels={{ previous: t('home_banner_previous'), next: t('home_banner_next') }}
          />
        </Suspense>
      )}
    </section>
  );
});
