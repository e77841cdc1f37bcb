import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { REALITY_CHECK_CHOICES } from '../../stores/RealityCheckStore';
import { useStores } from '../../stores/StoreContext';

/** Where the player chooses how often the reality check appears, or switches it off. */
export const RealityCheckSetting = observer(function RealityCheckSetting() {
  const { t } = useTranslation();
  const { realityCheck } = useStores();
  const id = useId();
  return (
    <div className="setting">
      <label htmlFor={id}>{t('rc_setting')}</label>
      <select
        id={id}
        value={realityCheck.intervalMinutes}
        onChange={(e) => realityCheck.setInterval(Number(e.target.value), Date.now())}
      >
        {REALITY_CHECK_CHOICES.map((minutes) => (
          <option key={minutes} value={minutes}>
            {minutes === 0 ? t('rc_off') : t('rc_every', { minutes })}
          </option>
        ))}
      </select>
      <p className="setting__help">{t('rc_setting_help')}</p>
    </div>
  );
});
