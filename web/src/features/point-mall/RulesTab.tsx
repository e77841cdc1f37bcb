import { observer } from 'mobx-react-lite';
import { useFeatureStore, useMessages } from '../../centre';
import { pointMallMessages } from './messages';
import { createPointMallStore } from './PointMallStore';
import { formatPoints } from './points';

/** How points are earned, spent and converted; the figures are the platform's configuration. */
export const RulesTab = observer(function RulesTab() {
  const t = useMessages(pointMallMessages);
  const { config } = useFeatureStore(createPointMallStore);
  return (
    <section aria-labelledby="point-rules-title" className="point-rules">
      <h2 id="point-rules-title">{t('pm_rules_title')}</h2>
      <ul>
        <li>
          {config
            ? t('pm_rule_earn', {
                deposit: formatPoints(config.pointsPerMajorDeposited),
                stake: formatPoints(config.pointsPerMajorStaked),
              })
            : t('pm_rule_earn_general')}
        </li>
        <li>
          <strong>{t('pm_rule_never_expire')}</strong>
        </li>
        <li>{t('pm_rule_exchange')}</li>
        {config && (
          <li>
            {t('pm_rule_convert', {
              per: formatPoints(config.pointsPerMajorConverted),
              min: formatPoints(config.minimumConversion),
            })}
          </li>
        )}
        <li>{t('pm_rule_password')}</li>
      </ul>
    </section>
  );
});
