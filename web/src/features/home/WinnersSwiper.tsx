import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Winner } from '../../api/client/games';
import { WinnerLine } from './WinnerLine';

/** Wins in view at once and the autoplay delay (spec §9). */
export const WINNERS_PER_VIEW = 5;
export const WINNERS_AUTOPLAY_MS = 3000;

/** The latest wins rolling upwards, five in view; still when the visitor prefers less motion. */
export default function WinnersSwiper({
  winners,
  reducedMotion,
}: {
  winners: Winner[];
  reducedMotion: boolean;
}) {
  // Rolling only makes sense when there are more wins than fit in view.
  const rolls = !reducedMotion && winners.length > WINNERS_PER_VIEW;
  return (
    <Swiper
      modules={[A11y, Autoplay]}
      className="home-winners__swiper"
      direction="vertical"
      slidesPerView={WINNERS_PER_VIEW}
      loop={rolls}
      allowTouchMove={winners.length > WINNERS_PER_VIEW}
      autoplay={rolls ? { delay: WINNERS_AUTOPLAY_MS, disableOnInteraction: false } : false}
    >
      {winners.map((winner, i) => (
        <SwiperSlide key={`${winner.gameId}-${winner.customerName}-${i}`}>
          <WinnerLine winner={winner} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
