import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { useStores } from '../stores/StoreContext';
import { Icon } from './icons';

/** What stands for the amount while the member keeps it out of sight. */
const HIDDEN_BALANCE = '******';

/**
 * The member's balance as the header and the game view show it: the currency with the amount, or
 * stars while hidden, read out politely when it changes.
 */
export const BalanceReadout = observer(function BalanceReadout({
  shown,
  testId,
}: {
  shown: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const { user } = useStores();
  return (
    <>
      <span className="visually-hidden">{t('balance_label')}</span>
      <output aria-live="polite" data-testid={testId}>
        {user.currencySymbol} {shown ? (user.formattedBalance ?? '—') : HIDDEN_BALANCE}
      </output>
    </>
  );
});

/** Reads the wallet afresh; unavailable while a reading is under way. */
export const BalanceRefreshButton = observer(function BalanceRefreshButton({
  className,
}: {
  className: string;
}) {
  const { t } = useTranslation();
  const { user } = useStores();
  return (
    <button
      type="button"
      className={className}
      aria-label={t('balance_refresh')}
      disabled={user.balanceLoading}
      onClick={() => void user.refreshBalance()}
    >
      <Icon name="refresh-cw" />
    </button>
  );
});
