import { observer } from 'mobx-react-lite';
import type { DepositOrder } from '../../api/client/deposit';
import { formatSiteTime } from '../../i18n/time';
import { formatMajor } from '../../ui/form';
import { LazyQrCode } from '../../ui/LazyQrCode';
import { CopyButton } from './CopyButton';
import { useDepositT } from './DepositForm';
import type { PaymentWindow } from './DepositStore';

/** A link to the provider's page, in a new window cut from the site (no opener, no referrer). */
function PaymentPageLink({ url, className }: { url: string; className: string }) {
  const t = useDepositT();
  return (
    <a className={className} href={url} target="_blank" rel="noopener noreferrer">
      {t('deposit_open_page')} <span className="visually-hidden">{t('deposit_new_window')}</span>
    </a>
  );
}

/** The account to transfer to, each detail with its own copy button. */
function PayeeDetails({ order }: { order: DepositOrder }) {
  const t = useDepositT();
  const payee = order.payee;
  if (!payee) return null;
  const amount = formatMajor(order.amount);
  const rows: { label: string; shown: string; copied: string }[] = [
    { label: t('deposit_payee_bank'), shown: payee.bankName, copied: payee.bankName },
    { label: t('deposit_payee_account_name'), shown: payee.accountName, copied: payee.accountName },
    {
      label: t('deposit_payee_account_number'),
      shown: payee.accountNumber,
      copied: payee.accountNumber,
    },
    // Banking apps refuse thousands separators: the amount is copied as plain digits.
    { label: t('deposit_payee_amount'), shown: amount, copied: order.amount.toFixed(2) },
  ];
  if (order.reference) {
    rows.push({
      label: t('deposit_payee_reference'),
      shown: order.reference,
      copied: order.reference,
    });
  }
  return (
    <>
      <p>{t('deposit_payee_intro', { amount })}</p>
      <dl className="deposit-payee" data-testid="deposit-payee">
        {rows.map((row) => (
          <div key={row.label} className="deposit-payee__row">
            <dt>{row.label}</dt>
            <dd>
              <span className="deposit-payee__value">{row.shown}</span>
              <CopyButton text={row.copied} what={row.label} />
            </dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The provider's page as a code to scan, and as a link for a payer on this very phone. */
function QrPayment({ order }: { order: DepositOrder }) {
  const t = useDepositT();
  const amount = formatMajor(order.amount);
  return (
    <div className="deposit-qr">
      <LazyQrCode value={order.redirectUrl} label={t('deposit_qr_label', { amount })} size={200} />
      <div>
        <p>{t('deposit_qr_intro', { amount })}</p>
        <p>
          {t('deposit_qr_on_phone')}{' '}
          <PaymentPageLink url={order.redirectUrl} className="deposit-qr__link" />
        </p>
      </div>
    </div>
  );
}

/** The provider's page, opened by the site when the browser let it, else one tap away. */
function PagePayment({ order, opened }: { order: DepositOrder; opened: PaymentWindow }) {
  const t = useDepositT();
  const amount = formatMajor(order.amount);
  const text = {
    opened: t('deposit_page_opened', { amount }),
    blocked: t('deposit_page_blocked', { amount }),
  };
  return (
    <>
      <p>{opened ? text[opened] : t('deposit_page_intro', { amount })}</p>
      <PaymentPageLink url={order.redirectUrl} className="button" />
    </>
  );
}

/**
 * Where and how to pay a waiting deposit, as the platform's answer says: an account to transfer
 * to, a QR code to scan, or the provider's payment page; and until when the order is open.
 * Nothing when the answer gives none of them (the deposit's state still shows above).
 */
export const PaymentInstructions = observer(function PaymentInstructions({
  order,
  opened,
}: {
  order: DepositOrder;
  opened: PaymentWindow;
}) {
  const t = useDepositT();
  const how = order.payee
    ? 'payee'
    : order.redirectUrl
      ? order.showQrImageOnly
        ? 'qr'
        : 'page'
      : null;
  if (!how) return null;
  return (
    <section className="deposit-pay" aria-labelledby="deposit-pay-title" data-testid="deposit-pay">
      <h4 id="deposit-pay-title">{t('deposit_pay_title')}</h4>
      {how === 'payee' && <PayeeDetails order={order} />}
      {how === 'qr' && <QrPayment order={order} />}
      {how === 'page' && <PagePayment order={order} opened={opened} />}
      {order.expiresAt && (
        <p className="deposit-pay__until">
          {t('deposit_pay_before', { time: formatSiteTime(order.expiresAt) })}
        </p>
      )}
    </section>
  );
});
