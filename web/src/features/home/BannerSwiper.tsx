import { A11y, Autoplay, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import type { Banner } from '../../api/client/announcements';
import { BannerSlide } from './BannerSlide';

/** Banner autoplay delay and slide speed (spec §9). */
export const BANNER_AUTOPLAY_MS = 5000;
export const BANNER_SPEED_MS = 1000;

/**
 * The sliding banners, loaded apart from the home route (swiper is only needed once there are
 * two or more banners). Loop, autoplay and arrows only make sense with more than one.
 */
export default function BannerSwiper({
  banners,
  reducedMotion,
  labels,
}: {
  banners: Banner[];
  reducedMotion: boolean;
  labels: { previous: string; next: string };
}) {
  return (
    <Swiper
      modules={[A11y, Autoplay, Navigation]}
      className="home-banners__swiper"
      loop
      navigation
      speed={reducedMotion ? 0 : BANNER_SPEED_MS}
      autoplay={reducedMotion ? false : { delay: BANNER_AUTOPLAY_MS, disableOnInteraction: false }}
      a11y={{ prevSlideMessage: labels.previous, nextSlideMessage: labels.next }}
    >
      {banners.map((banner, i) => (
        <SwiperSlide key={banner.id}>
          <BannerSlide banner={banner} first={i === 0} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
