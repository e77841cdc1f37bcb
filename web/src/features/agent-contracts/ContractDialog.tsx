import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import type { ContractRequest } from '../../api/client/agent';
import { LoadableStatus, useFeatureStore, useMessages, type FeatureT } from '../../centre';
import { Modal } from '../../ui';
import { FormError, formatMajor } from '../../ui/form';
import { createAgentContractsStore } from './AgentContractsStore';
import { contractMessages } from './messages';
import type { ContractKey } from './messageText';
import './contracts.css';

type T = FeatureT<ContractKey>;

function describe(r: ContractRequest, t: T): string {
  const type = t(`ct_type_${r.type}`);
  return r.kind === 'TERMINATION'
    ? t('cd_termination', { agent: r.agent, type, ratio: r.ratio })
    : t('cd_new', {
        agent: r.agent,
        type,
        ratio: r.ratio,
        basis: t(r.type === 'DIVIDEND' ? 'ct_basis_dividend' : 'ct_basis_salary'),
        minBet: formatMajor(r.minBetAmount),
        minActive: r.minActiveMembers,
      });
}

/**
 * The contract dialog (spec §2 popups, signed-in only): the requests from the member's upline
 * that wait for an answer, each accepted or rejected here; after agreeing to a lower ratio it
 * says which downline contracts ended (spec §4).
 */
export const ContractDialog = observer(function ContractDialog({
  onClose,
}: {
  onClose: () => void;
}) {
  const t = useMessages(contractMessages);
  const store = useFeatureStore(createAgentContractsStore);

  useEffect(() => {
    void store.loadPending();
  }, [store]);

  const close = () => {
    store.closeDialog();
    onClose();
  };

  return (
    <Modal name="contractDialog" title={t('cd_title')} onClose={close}>
      <div className="contract-dialog">
        {store.answered.map(({ request, ended }) => (
          <div key={request.requestId} className="contract-dialog__answered" role="status">
            <p>
              {t(request.status === 'ACCEPTED' ? 'cd_accepted' : 'cd_rejected', {
                type: t(`ct_type_${request.type}`),
                agent: request.agent,
              })}
            </p>
            {ended.length > 0 && (
              <>
                <p>{t('cd_ended')}</p>
                <ul className="contract-dialog__ended">
                  {ended.map((c) => (
                    <li key={c.contractId}>
                      {t('cd_ended_item', { member: c.member, ratio: c.ratio })}
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        ))}
        <LoadableStatus
          loadable={store.requests}
          retry={() => void store.loadPending()}
          failedLabel={t('cd_load_failed')}
        />
        {!store.requests.loading && !store.requests.errorKey && store.pending.length === 0 && (
          <p>{t('cd_none')}</p>
        )}
        <ul className="contract-dialog__requests">
          {store.pending.map((r) => (
            <li key={r.requestId} className="contract-dialog__request">
              <p>{describe(r, t)}</p>
              <div className="contract-dialog__actions">
                <button
                  type="button"
                  className="button"
                  disabled={store.reply.requestId !== null}
                  aria-busy={store.reply.requestId === r.requestId}
                  onClick={() => void store.answer(r, true)}
                >
                  {t('cd_accept')}
                </button>
                <button
                  type="button"
                  className="button button--ghost"
                  disabled={store.reply.requestId !== null}
                  onClick={() => void store.answer(r, false)}
                >
                  {t('cd_reject')}
                </button>
              </div>
            </li>
          ))}
        </ul>
        <FormError message={store.reply.errorKey ? t.error(store.reply.errorKey) : null} />
        <div className="modal__actions">
          <button type="button" className="button button--ghost" onClick={close}>
            {t('cd_close')}
          </button>
        </div>
      </div>
    </Modal>
  );
});
