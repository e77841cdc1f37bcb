import { observer } from 'mobx-react-lite';
import { useState } from 'react';
import type { PointReward } from '../../api/client/points';
import { useFeatureStore, useMessages } from '../../centre';
import { FormNotice, formatMajor } from '../../ui/form';
import { ConvertForm } from './ConvertForm';
import { ExchangeDialog } from './ExchangeDialog';
import { pointMallMessages } from './messages';
import { createPointMallStore, EXCHANGE_TYPES } from './PointMallStore';
import { formatPoints } from './points';
import { SignInPrompt } from './SignInPrompt';

/** The member's points and ratios (or a sign-in prompt), the convert form and the catalogue. */
export const MallTab = observer(function MallTab() {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  const [exchanging, setExchanging] = useState<PointReward | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  return (
    <>
      {store.isMember ? <Balance /> : <SignInPrompt />}
      <FormNotice message={notice} />
      {store.catalogue.state === 'failed' ? (
        <p role="alert" className="point-failed">
          {t.error(store.catalogue.errorKey ?? 'system_error')} {t('pm_catalogue_failed')}{' '}
          <button
            type="button"
            className="button button--small"
            onClick={() => void store.loadCatalogue()}
          >
            {t('pm_retry')}
          </button>
        </p>
      ) : store.catalogue.state !== 'ready' ? (
        <p role="status">{t('pm_loading')}</p>
      ) : (
        EXCHANGE_TYPES.map((type) => (
          <section key={type} className="point-type" aria-labelledby={`point-type-${type}`}>
            <h2 id={`point-type-${type}`}>{t(`pm_type_${type}`)}</h2>
            {store.rewardsOf(type).length === 0 ? (
              <p>{t('pm_empty_type')}</p>
            ) : (
              <ul className="point-rewards">
                {store.rewardsOf(type).map((reward) => (
                  <RewardCard
                    key={reward.id}
                    reward={reward}
                    member={store.isMember}
                    onExchange={() => {
                      setNotice(null);
                      setExchanging(reward);
                    }}
                  />
                ))}
              </ul>
            )}
          </section>
        ))
      )}
      {store.isMember && <ConvertForm />}
      {exchanging && (
        <ExchangeDialog
          reward={exchanging}
          onClose={() => setExchanging(null)}
          onDone={(message) => {
            setExchanging(null);
            setNotice(message);
          }}
        />
      )}
    </>
  );
});

const Balance = observer(function Balance() {
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  if (store.account.state === 'failed') {
    return (
      <p role="alert" className="point-failed">
        {t.error(store.account.errorKey ?? 'system_error')} {t('pm_account_failed')}{' '}
        <button
          type="button"
          className="button button--small"
          onClick={() => void store.loadAccount()}
        >
          {t('pm_retry')}
        </button>
      </p>
    );
  }
  const { balance, config } = store;
  if (!balance || !config) return <p role="status">{t('pm_loading')}</p>;
  return (
    <div className="point-balance">
      <p>
        <span className="point-balance__label">{t('pm_balance')}</span>{' '}
        <strong className="point-balance__value" data-testid="point-balance">
          {t('pm_points_value', { points: formatPoints(balance.points) })}
        </strong>
      </p>
      <p className="point-balance__ratio">
        {t('pm_ratio_earn', {
          deposit: formatPoints(config.pointsPerMajorDeposited),
          stake: formatPoints(config.pointsPerMajorStaked),
        })}
      </p>
    </div>
  );
});

function RewardCard({
  reward,
  member,
  onExchange,
}: {
  reward: PointReward;
  member: boolean;
  onExchange: () => void;
}) {
  const t = useMessages(pointMallMessages);
  const titleId = `point-reward-${reward.id}`;
  const out = reward.stock <= 0;
  return (
    <li className="point-reward" aria-labelledby={titleId}>
      <h3 id={titleId}>{reward.name}</h3>
      <dl>
        <dt>{t('pm_points_required')}</dt>
        <dd>{t('pm_points_value', { points: formatPoints(reward.points) })}</dd>
        {reward.amount > 0 && (
          <>
            <dt>{t('pm_amount')}</dt>
            <dd>{t('pm_chips_credit', { amount: formatMajor(reward.amount) })}</dd>
          </>
        )}
      </dl>
      <p className="point-reward__stock">
        {out ? t('pm_out_of_stock') : t('pm_stock', { count: reward.stock })}
      </p>
      {member && (
        <button
          type="button"
          className="button button--small"
          onClick={onExchange}
          disabled={out}
          aria-describedby={titleId}
        >
          {t('pm_exchange')}
        </button>
      )}
    </li>
  );
}
