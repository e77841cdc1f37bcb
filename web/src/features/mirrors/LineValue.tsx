import type { LineState } from './SystemSpeedStore';
import { useFeatureTranslation } from '../../centre/messages';
import { mirrorsMessages } from './mirrorsMessages';

/** One line's measured time and band, or why there is none. */
export function LineValue({ state }: { state: LineState }) {
  const t = useFeatureTranslation(mirrorsMessages);
  switch (state.reading) {
    case 'measured':
      return (
        <span className={`speed-row__value speed-row__value--${state.band}`}>
          {t('speed_ms', { ms: state.ms })} · {t(`speed_band_${state.band}`)}
        </span>
      );
    case 'failed':
      return <span className="speed-row__value speed-row__value--failed">{t('speed_failed')}</span>;
    case 'testing':
      return <span className="speed-row__value">{t('speed_testing')}</span>;
    default:
      return <span className="speed-row__value">{t('speed_unmeasured')}</span>;
  }
}
