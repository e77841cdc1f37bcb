import { observer } from 'mobx-react-lite';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type {
  ContractInfo,
  ContractRecord,
  ContractStanding,
  ContractType,
} from '../../api/client/agent';
import {
  LoadableStatus,
  PeriodFilter,
  moneyColumn,
  usePeriod,
  RecordsTable,
  useFeatureStore,
  useMessages,
  type Column,
  type FeatureT,
} from '../../centre';
import { formatSiteTime } from '../../i18n/time';
import { ConfirmDialog, Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton, formatMajor } from '../../ui/form';
import {
  createAgentContractsStore,
  type AgentContractsStore,
  type ContractTypeView,
} from './AgentContractsStore';
import { contractMessages } from './messages';
import type { ContractKey } from './messageText';
import { readOffer, type OfferDraft, type OfferProblems } from './offerForm';
import { settlementsDue } from './settlementsDue';
import './contracts.css';

type T = FeatureT<ContractKey>;

const percent = (ratio: number) => `${ratio}%`;
const period = (start: string, end: string) =>
  `${formatSiteTime(start, 'YYYY/MM/DD HH:mm')} – ${formatSiteTime(end, 'YYYY/MM/DD HH:mm')}`;

function recordColumns(t: T): Column<ContractRecord>[] {
  return [
    { key: 'period', header: t('ct_period'), cell: (r) => period(r.periodStart, r.periodEnd) },
    moneyColumn('bets', t('ct_effective_bets'), (r) => r.effectiveBets),
    moneyColumn('pl', t('ct_profit_loss'), (r) => r.profitLoss),
    { key: 'active', header: t('ct_active_users'), cell: (r) => r.activeUsers, align: 'end' },
    { key: 'ratio', header: t('ct_ratio'), cell: (r) => percent(r.ratio), align: 'end' },
    moneyColumn('amount', t('ct_amount'), (r) => r.amount),
    { key: 'status', header: t('ct_status'), cell: (r) => t(`ct_status_${r.status}`) },
  ];
}

/** Terms and standing of one contract: what it pays on, this period so far, the last payout. */
function Standing({ c, t }: { c: ContractStanding; t: T }) {
  return (
    <dl className="contract-standing">
      <div>
        <dt>{t('ct_ratio')}</dt>
        <dd>
          {percent(c.ratio)} {t(c.type === 'DIVIDEND' ? 'ct_basis_dividend' : 'ct_basis_salary')}
        </dd>
      </div>
      <div>
        <dt>{t('ct_min_bet')}</dt>
        <dd>{formatMajor(c.minBetAmount)}</dd>
      </div>
      <div>
        <dt>{t('ct_min_active')}</dt>
        <dd>{c.minActiveMembers}</dd>
      </div>
      <div>
        <dt>{t('ct_current_period')}</dt>
        <dd>{period(c.currentPeriodStart, c.currentPeriodEnd)}</dd>
      </div>
      <div>
        <dt>{t('ct_effective_bets')}</dt>
        <dd>{formatMajor(c.effectiveBets)}</dd>
      </div>
      <div>
        <dt>{t('ct_profit_loss')}</dt>
        <dd>{formatMajor(c.profitLoss)}</dd>
      </div>
      <div>
        <dt>{t('ct_active_users')}</dt>
        <dd>{c.activeUsers}</dd>
      </div>
      <div className="contract-standing__money">
        <dt>{t('ct_pending')}</dt>
        <dd data-testid="contract-pending">{formatMajor(c.pending)}</dd>
      </div>
      <div className="contract-standing__money">
        <dt>{t('ct_last_settled')}</dt>
        <dd data-testid="contract-settled">
          {c.lastSettled
            ? `${formatMajor(c.lastSettled.amount)} · ${t(`ct_status_${c.lastSettled.status}`)} · ${period(c.lastSettled.periodStart, c.lastSettled.periodEnd)}`
            : t('ct_never_settled')}
        </dd>
      </div>
    </dl>
  );
}

/** How many of the latest declined requests the page lists; older ones are history. */
const DECLINED_SHOWN = 5;

/** The downlines that turned down a request the agent sent (an offer, new terms, an end). */
const DeclinedNotice = observer(function DeclinedNotice({
  view,
  typeName,
  t,
}: {
  view: ContractTypeView;
  typeName: string;
  t: T;
}) {
  const declined = view.declined.slice(0, DECLINED_SHOWN);
  if (declined.length === 0) return null;
  const titleId = `contract-declined-${view.type}`;
  return (
    <section
      className="contract-declined"
      aria-labelledby={titleId}
      data-testid="contract-declined"
    >
      <h3 id={titleId}>{t('ct_declined_title')}</h3>
      <ul>
        {declined.map((r) => (
          <li key={r.requestId}>
            {t(`ct_declined_${r.kind}`, {
              member: r.member,
              type: typeName,
              ratio: percent(r.ratio),
            })}{' '}
            <span className="contract-declined__when">
              {formatSiteTime(r.decidedAt ?? r.createdAt)}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
});

/** The days ahead a schedule is read over: settlements lie in the future. */
const SCHEDULE_PRESETS = ['next7', 'next30', 'custom'] as const;

/**
 * The settlements due in the chosen days ahead (the spec's next 7 and 30 days): each contract
 * whose running period closes then, with what it has earned so far, as the platform says.
 */
const SettlementSchedule = observer(function SettlementSchedule({
  info,
  type,
  t,
}: {
  info: ContractInfo;
  type: ContractType;
  t: T;
}) {
  const [days, range, setDays] = usePeriod('next7');
  const due = settlementsDue(info, range);
  const titleId = `contract-schedule-${type}`;
  return (
    <section className="contract-card" aria-labelledby={titleId} data-testid="contract-schedule">
      <h3 id={titleId}>{t('ct_schedule_title')}</h3>
      <PeriodFilter period={days} onChange={setDays} presets={SCHEDULE_PRESETS} />
      {due.length === 0 ? (
        <p>{t('ct_schedule_none')}</p>
      ) : (
        <table className="contract-schedule">
          <caption className="visually-hidden">{t('ct_schedule_title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('ct_schedule_contract')}</th>
              <th scope="col">{t('ct_period')}</th>
              <th scope="col">{t('ct_schedule_settles')}</th>
              <th scope="col" className="contract-schedule__amount">
                {t('ct_pending')}
              </th>
            </tr>
          </thead>
          <tbody>
            {due.map(({ side, standing }) => (
              <tr key={standing.contractId}>
                <td>
                  {side === 'held'
                    ? t('ct_schedule_held', { agent: standing.agent })
                    : t('ct_schedule_given', { member: standing.member })}
                </td>
                <td>{period(standing.currentPeriodStart, standing.currentPeriodEnd)}</td>
                <td>{formatSiteTime(standing.currentPeriodEnd, 'YYYY/MM/DD HH:mm')}</td>
                <td className="contract-schedule__amount">{formatMajor(standing.pending)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
});

type Draft = OfferDraft;
const EMPTY_DRAFT: Draft = { downline: '', ratio: '', minBet: '0', minActive: '0' };

/** The offer form: a new contract for a direct downline, or new terms for one that holds one. */
const OfferForm = observer(function OfferForm({
  store,
  view,
  draft,
  setDraft,
  editing,
  stopEditing,
  t,
}: {
  store: AgentContractsStore;
  view: ContractTypeView;
  draft: Draft;
  setDraft: (d: Draft) => void;
  /** The contract given whose terms are being changed, if any. */
  editing: ContractStanding | null;
  stopEditing: () => void;
  t: T;
}) {
  const [problems, setProblems] = useState<OfferProblems>({});
  const maxRatio = view.contract.value?.maxRatio ?? 0;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const read = readOffer(draft, maxRatio);
    setProblems(read.problems);
    if (!read.offer) return;
    const done = editing
      ? await store.modify(view.type, editing, read.offer)
      : await store.offer(view.type, read.offer);
    if (done) stopEditing();
  };
  const sent = store.sent?.type === view.type ? store.sent : null;
  const modifying = editing !== null;
  const ratioRef = useRef<HTMLInputElement>(null);
  // "Change terms" sits in the list above: take the member (and a screen reader) to the form.
  useEffect(() => {
    if (editing) ratioRef.current?.focus();
  }, [editing]);
  const titleId = `contract-offer-${view.type}`;
  return (
    <section className="contract-card" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {modifying ? t('ct_modify_title', { member: draft.downline }) : t('ct_offer_title')}
      </h3>
      <Form className="contract-offer" onSubmit={(e) => void submit(e)} noValidate>
        <Field
          label={t('ct_downline_account')}
          error={problems.downline ? t(problems.downline) : null}
        >
          <input
            type="text"
            name="downline"
            autoComplete="off"
            value={draft.downline}
            readOnly={modifying}
            onChange={(e) => setDraft({ ...draft, downline: e.target.value })}
          />
        </Field>
        <Field
          label={t('ct_ratio_label')}
          hint={t('ct_ratio_hint', { max: maxRatio })}
          error={problems.ratio ? t(problems.ratio, { max: maxRatio }) : null}
        >
          <input
            type="text"
            inputMode="decimal"
            name="ratio"
            ref={ratioRef}
            value={draft.ratio}
            onChange={(e) => setDraft({ ...draft, ratio: e.target.value })}
          />
        </Field>
        <Field
          label={t('ct_min_bet_label')}
          error={problems.minBet ? t.error(problems.minBet) : null}
        >
          <input
            type="text"
            inputMode="decimal"
            name="minBet"
            value={draft.minBet}
            onChange={(e) => setDraft({ ...draft, minBet: e.target.value })}
          />
        </Field>
        <Field
          label={t('ct_min_active_label')}
          error={problems.minActive ? t(problems.minActive) : null}
        >
          <input
            type="text"
            inputMode="numeric"
            name="minActive"
            value={draft.minActive}
            onChange={(e) => setDraft({ ...draft, minActive: e.target.value })}
          />
        </Field>
        <FormError
          message={
            store.submission.errorKey && store.submission.type === null && !sent
              ? t.error(store.submission.errorKey)
              : null
          }
        />
        <FormNotice message={sent ? t(`ct_sent_${sent.kind}`, { member: sent.member }) : null} />
        <div className="contract-offer__actions">
          <SubmitButton busy={store.submission.type === view.type}>
            {t('ct_offer_submit')}
          </SubmitButton>
          {modifying && (
            <button type="button" className="button button--ghost" onClick={stopEditing}>
              {t('ct_cancel')}
            </button>
          )}
        </div>
      </Form>
    </section>
  );
});

/** One contract type's page of the agent centre. */
const ContractSection = observer(function ContractSection({ type }: { type: ContractType }) {
  const t = useMessages(contractMessages);
  const store = useFeatureStore(createAgentContractsStore);
  const view = store.views[type];
  const [draft, setDraft] = useState<Draft>(EMPTY_DRAFT);
  const [ending, setEnding] = useState<ContractStanding | null>(null);
  const [editing, setEditing] = useState<ContractStanding | null>(null);
  const typeName = t(`ct_type_${type}`);

  useEffect(() => {
    store.clearSent();
    void view.load();
    // The platform does not push an upline's request: a page opening is when to look.
    void store.checkRequests();
  }, [store, view]);

  const info = view.contract.value;
  if (!info) {
    return (
      <LoadableStatus
        loadable={view.contract}
        retry={() => void view.load()}
        failedLabel={t('ct_load_failed')}
      />
    );
  }

  const stopEditing = () => {
    setEditing(null);
    setDraft(EMPTY_DRAFT);
  };
  return (
    <div className="contracts">
      <div className="contracts__bar">
        <button
          type="button"
          className="button button--ghost"
          disabled={view.contract.loading}
          onClick={() => void view.load()}
        >
          {t('ct_refresh')}
        </button>
      </div>
      <DeclinedNotice view={view} typeName={typeName} t={t} />
      <section className="contract-card" aria-labelledby={`contract-held-${type}`}>
        <h3 id={`contract-held-${type}`}>{t('ct_held_title')}</h3>
        {info.held ? (
          <>
            <p>
              {t('ct_from', { agent: info.held.agent, since: formatSiteTime(info.held.startedAt) })}
            </p>
            <Standing c={info.held} t={t} />
          </>
        ) : (
          <p>{t('ct_held_none', { type: typeName })}</p>
        )}
      </section>

      <SettlementSchedule info={info} type={type} t={t} />

      <section className="contract-card" aria-labelledby={`contract-records-${type}`}>
        <h3 id={`contract-records-${type}`}>{t('ct_records_title')}</h3>
        <RecordsTable
          records={view.records}
          columns={recordColumns(t)}
          caption={t('ct_records_caption', { type: typeName })}
          rowKey={(r) => r.recordId}
          height={280}
          footer={<p>{t('ct_total_paid', { amount: formatMajor(view.totalPaid) })}</p>}
        />
      </section>

      <section className="contract-card" aria-labelledby={`contract-given-${type}`}>
        <h3 id={`contract-given-${type}`}>{t('ct_given_title')}</h3>
        {info.offered.length === 0 ? (
          <p>{t('ct_given_none', { type: typeName })}</p>
        ) : (
          <ul className="contract-given">
            {info.offered.map((c) => (
              <li key={c.contractId} className="contract-given__item" data-member={c.member}>
                <h4>{c.member}</h4>
                <Standing c={c} t={t} />
                <div className="contract-given__actions">
                  <button
                    type="button"
                    className="button button--ghost"
                    onClick={() => {
                      setEditing(c);
                      setDraft({
                        downline: c.member,
                        ratio: String(c.ratio),
                        minBet: String(c.minBetAmount),
                        minActive: String(c.minActiveMembers),
                      });
                    }}
                  >
                    {t('ct_modify', { member: c.member })}
                  </button>
                  <button
                    type="button"
                    className="button button--ghost"
                    disabled={store.submission.type !== null}
                    onClick={() => setEnding(c)}
                  >
                    {t('ct_terminate', { member: c.member })}
                  </button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {view.waiting.length > 0 && (
          <>
            <h4>{t('ct_waiting_title')}</h4>
            <ul className="contract-waiting">
              {view.waiting.map((r) => (
                <li key={r.requestId}>
                  {t(`ct_request_${r.kind}`)} · {r.member} · {percent(r.ratio)} ·{' '}
                  {formatSiteTime(r.createdAt)}
                </li>
              ))}
            </ul>
          </>
        )}
      </section>

      <OfferForm
        store={store}
        view={view}
        draft={draft}
        setDraft={setDraft}
        editing={editing}
        stopEditing={stopEditing}
        t={t}
      />

      {ending && (
        <ConfirmDialog
          name="contractTerminate"
          message={t('ct_terminate_confirm', { member: ending.member, type: typeName })}
          onCancel={() => setEnding(null)}
          onConfirm={() => {
            const c = ending;
            setEnding(null);
            void store.terminate(type, c.contractId);
          }}
        />
      )}
    </div>
  );
});

export const DividendSection = () => <ContractSection type="DIVIDEND" />;
export const DailyWagesSection = () => <ContractSection type="DAILY_SALARY" />;
export const HourSalarySection = () => <ContractSection type="HOUR_SALARY" />;
export const RealtimeSalarySection = () => <ContractSection type="REALTIME_SALARY" />;
