import { observer } from 'mobx-react-lite';
import { useId, useState } from 'react';
import type { Withdrawal } from '../../api/client/withdraw';
import { useFeatureStore, useMessages } from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { FormError, FormNotice, formatMajor } from '../../ui/form';
import { createConfirmationStore, type Outcome } from './ConfirmationStore';
import { withdrawMessages } from './messages';
import { checkImage, readAsDataUrl } from '../../centre/imageUpload';
import type { ProofProblem } from './ConfirmationStore';

/** Checks a picked file by its size and first bytes, then reads it for upload and preview. */
async function readProof(
  file: File,
): Promise<{ ok: true; dataUrl: string } | { ok: false; key: ProofProblem }> {
  const checked = await checkImage(file);
  if (!checked.ok) {
    return {
      ok: false,
      key: checked.problem === 'size' ? 'proof_too_large' : 'proof_invalid_type',
    };
  }
  return { ok: true, dataUrl: await readAsDataUrl(file, checked.type) };
}

function kilobytes(bytes: number): string {
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The proof picker of one "not received" answer: previews, remove, upload progress. */
const ProofPicker = observer(function ProofPicker({
  withdrawal,
  onSent,
}: {
  withdrawal: Withdrawal;
  onSent: (outcome: Outcome) => void;
}) {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createConfirmationStore);
  const inputId = useId();
  const progressId = useId();
  const percent = store.progress === null ? null : Math.round(store.progress * 100);
  return (
    <div className="proof-picker">
      <label htmlFor={inputId}>{t('cf_proof_label')}</label>
      <input
        id={inputId}
        type="file"
        accept="image/png,image/jpeg"
        multiple
        aria-invalid={store.proofProblem ? true : undefined}
        onChange={(e) => {
          const files = Array.from(e.target.files ?? []);
          e.target.value = '';
          void store.addProofs(files, readProof);
        }}
      />
      <FormError message={store.proofProblem ? t.error(store.proofProblem) : null} />
      {store.proofs.length > 0 && (
        <ul className="proof-list">
          {store.proofs.map((p) => (
            <li key={p.id}>
              <img src={p.dataUrl} alt={t('cf_proof_preview', { name: p.name })} />
              <span>
                {p.name} · {kilobytes(p.size)}
              </span>
              <button
                type="button"
                className="button button--ghost"
                onClick={() => store.removeProof(p.id)}
                aria-label={t('cf_proof_remove', { name: p.name })}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {percent !== null && (
        <p className="upload-progress">
          <label htmlFor={progressId}>{t('cf_uploading', { percent })}</label>
          <progress id={progressId} max={100} value={percent} />
        </p>
      )}
      <button
        type="button"
        className="button"
        disabled={store.busy}
        aria-busy={store.busy || undefined}
        onClick={() => void store.notReceived(withdrawal.withdrawalId).then(onSent)}
      >
        {t('cf_send_dispute')}
      </button>
    </div>
  );
});

/**
 * Withdrawals waiting for the member's word (spec §4): each received or not received (with
 * proof), all received at once, a disputed one forced to received; and when silence counts.
 */
export const ConfirmationList = observer(function ConfirmationList() {
  const t = useMessages(withdrawMessages);
  const store = useFeatureStore(createConfirmationStore);
  const [disputing, setDisputing] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const after = (doneKey: 'cf_done_received' | 'cf_done_disputed') => (outcome: Outcome) => {
    setProblem(outcome.ok ? null : outcome.errorKey);
    setNotice(outcome.ok ? t(doneKey) : null);
    if (outcome.ok) setDisputing(null);
  };

  if (store.errorKey && store.list.length === 0) {
    return (
      <>
        <p role="alert">{t.error(store.errorKey)}</p>
        <button type="button" className="button" onClick={() => void store.load()}>
          {t.error('retry')}
        </button>
      </>
    );
  }

  return (
    <div className="confirmations">
      {store.autoReceiveMinutes !== null && (
        <p className="field__hint">{t('cf_auto', { minutes: store.autoReceiveMinutes })}</p>
      )}
      <FormNotice message={notice} />
      <FormError message={problem ? t.error(problem) : null} />
      {store.list.length === 0 ? (
        <p>{store.state === 'loading' ? t.error('loading') : t('cf_none')}</p>
      ) : (
        <ul className="confirmation-list">
          {store.list.map((w) => (
            <li key={w.withdrawalId} className="confirmation-list__item">
              <p className="confirmation-list__what">
                {t('cf_item', { amount: formatMajor(w.actualAmount), account: w.account })}
              </p>
              {w.status === 'AWAITING_CONFIRMATION' ? (
                <>
                  <p>{t('cf_intro')}</p>
                  {w.confirmDeadline && (
                    <p className="field__hint">
                      {t('cf_deadline', { time: formatSiteTime(w.confirmDeadline) })}
                    </p>
                  )}
                  <div className="form-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={store.busy}
                      onClick={() =>
                        void store.received(w.withdrawalId).then(after('cf_done_received'))
                      }
                    >
                      {t('cf_received')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      aria-expanded={disputing === w.withdrawalId}
                      onClick={() => {
                        store.clearProofs();
                        setDisputing(disputing === w.withdrawalId ? null : w.withdrawalId);
                      }}
                    >
                      {t('cf_not_received')}
                    </button>
                  </div>
                  {disputing === w.withdrawalId && (
                    <ProofPicker withdrawal={w} onSent={after('cf_done_disputed')} />
                  )}
                </>
              ) : (
                <>
                  <p>{t('cf_disputed')}</p>
                  <p className="field__hint">{t('cf_force_note')}</p>
                  <div className="form-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={store.busy}
                      onClick={() =>
                        void store.received(w.withdrawalId).then(after('cf_done_received'))
                      }
                    >
                      {t('cf_received')}
                    </button>
                    <button
                      type="button"
                      className="button button--ghost"
                      disabled={store.busy}
                      onClick={() =>
                        void store.forceReceipt(w.withdrawalId).then(after('cf_done_received'))
                      }
                    >
                      {t('cf_force')}
                    </button>
                  </div>
                </>
              )}
            </li>
          ))}
        </ul>
      )}
      {store.awaiting.length > 1 && (
        <button
          type="button"
          className="button"
          disabled={store.busy}
          onClick={() => void store.allReceived().then(after('cf_done_received'))}
        >
          {t('cf_all_received')}
        </button>
      )}
    </div>
  );
});
