import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import {
  ChoiceFilter,
  moneyColumn,
  PeriodFilter,
  RecordsTable,
  useFeatureStore,
  useMessages,
  usePeriod,
  useUrlFilters,
} from '../../centre';
import type { Deposit } from '../../api/client/deposit';
import { CODE_TYPES, type CodeType, type Movement } from '../../api/client/records';
import type { Withdrawal } from '../../api/client/withdraw';
import { recordsMessages } from './messages';
import { createRecordsStore } from './RecordsStore';
import { ExportButton, msWindow, siteTime, tableColumns, type RecordColumn } from './shared';

/** The lists besides all movements, each a tab named in the address (`?tab=`). */
const LISTS = ['deposits', 'withdrawals'] as const;
type List = (typeof LISTS)[number];
const isList = (v: string): v is List => LISTS.some((l) => l === v);
const isCode = (v: string): v is CodeType => CODE_TYPES.some((c) => c === v);

/**
 * Transactions (`transactionHistory`): every wallet movement with the balance after it, by kind
 * and period (`ODSFE2_MemTransDet`), and the deposit and withdrawal reports.
 */
export const TransactionsSection = observer(function TransactionsSection() {
  const t = useMessages(recordsMessages);
  const [filters, setFilters] = useUrlFilters(['tab', 'kind']);
  const list = isList(filters.tab) ? filters.tab : null;

  return (
    <div className="records-screen">
      <ChoiceFilter
        look="chips"
        label={t('rec_tabs')}
        allLabel={t('rec_tab_all')}
        value={list}
        options={LISTS}
        optionLabel={(l) => t(`rec_tab_${l}`)}
        onChange={(value) => setFilters({ tab: value, kind: null })}
      />
      {list === null && <Movements kind={isCode(filters.kind) ? filters.kind : undefined} />}
      {list === 'deposits' && <Deposits />}
      {list === 'withdrawals' && <Withdrawals />}
    </div>
  );
});

const Movements = observer(function Movements({ kind }: { kind: CodeType | undefined }) {
  const t = useMessages(recordsMessages);
  const store = useFeatureStore(createRecordsStore);
  const [period, range, setPeriod] = usePeriod('last7');
  const [, setFilters] = useUrlFilters(['kind']);

  useEffect(() => {
    void store.movements.setQuery({ ...msWindow(range), ...(kind ? { codeTypes: [kind] } : {}) });
  }, [store, range, kind]);

  const kindName = (code: string) => (isCode(code) ? t(`rec_code_${code}`) : code);
  const columns: RecordColumn<Movement>[] = [
    { key: 'time', header: t('rec_col_time'), text: (m) => siteTime(m.txTime) },
    { key: 'kind', header: t('rec_col_kind'), text: (m) => kindName(m.codeType) },
    moneyColumn('amount', t('rec_col_amount'), (m) => m.amount),
    moneyColumn('balance', t('rec_col_balance'), (m) => m.balanceAfter),
    { key: 'reference', header: t('rec_col_reference'), text: (m) => m.reference },
    { key: 'remark', header: t('rec_col_remark'), text: (m) => m.remark },
  ];

  return (
    <>
      <PeriodFilter period={period} onChange={setPeriod} />
      <div className="records-toolbar">
        <ChoiceFilter
          label={t('rec_kind')}
          allLabel={t('rec_kind_all')}
          value={kind}
          options={CODE_TYPES}
          optionLabel={(c) => t(`rec_code_${c}`)}
          onChange={(value) => setFilters({ kind: value })}
        />
        <ExportButton
          records={store.movements}
          columns={columns}
          fileName={`transactions_${kind ?? 'all'}_${period.from}_${period.to}`}
        />
      </div>
      <RecordsTable
        records={store.movements}
        columns={tableColumns(columns)}
        caption={t('rec_moves_caption')}
        rowKey={(m) => m.reference}
      />
    </>
  );
});

const Deposits = observer(function Deposits() {
  const t = useMessages(recordsMessages);
  const store = useFeatureStore(createRecordsStore);
  const [period, range, setPeriod] = usePeriod('last7');
  useEffect(() => {
    const w = msWindow(range);
    void store.deposits.setQuery({ startDate: w.startTime, endDate: w.endTime });
  }, [store, range]);

  const columns: RecordColumn<Deposit>[] = [
    { key: 'time', header: t('rec_col_time'), text: (d) => siteTime(d.createdAt) },
    { key: 'order', header: t('rec_col_reference'), text: (d) => d.depositId },
    { key: 'channel', header: t('rec_col_channel'), text: (d) => d.vendorName },
    moneyColumn('amount', t('rec_col_amount'), (d) => d.amount),
    moneyColumn('charge', t('rec_col_charge'), (d) => d.charge),
    { key: 'state', header: t('rec_col_status'), text: (d) => t(`rec_dstate_${d.state}`) },
  ];
  return (
    <>
      <PeriodFilter period={period} onChange={setPeriod} />
      <div className="records-toolbar">
        <ExportButton
          records={store.deposits}
          columns={columns}
          fileName={`deposits_${period.from}_${period.to}`}
        />
      </div>
      <RecordsTable
        records={store.deposits}
        columns={tableColumns(columns)}
        caption={t('rec_deposits_caption')}
        rowKey={(d) => d.depositId}
      />
    </>
  );
});

const Withdrawals = observer(function Withdrawals() {
  const t = useMessages(recordsMessages);
  const store = useFeatureStore(createRecordsStore);
  const [period, range, setPeriod] = usePeriod('last7');
  useEffect(() => {
    const w = msWindow(range);
    void store.withdrawals.setQuery({ startDateTs: w.startTime, endDateTs: w.endTime });
  }, [store, range]);

  const columns: RecordColumn<Withdrawal>[] = [
    { key: 'time', header: t('rec_col_time'), text: (w) => siteTime(w.createdAt) },
    { key: 'order', header: t('rec_col_reference'), text: (w) => w.withdrawalId },
    moneyColumn('amount', t('rec_col_amount'), (w) => w.amount),
    moneyColumn('charge', t('rec_col_charge'), (w) => w.charges),
    moneyColumn('receive', t('rec_col_receive'), (w) => w.actualAmount),
    { key: 'account', header: t('rec_col_account'), text: (w) => w.account },
    { key: 'status', header: t('rec_col_status'), text: (w) => t(`rec_wstatus_${w.status}`) },
  ];
  return (
    <>
      <PeriodFilter period={period} onChange={setPeriod} />
      <div className="records-toolbar">
        <ExportButton
          records={store.withdrawals}
          columns={columns}
          fileName={`withdrawals_${period.from}_${period.to}`}
        />
      </div>
      <RecordsTable
        records={store.withdrawals}
        columns={tableColumns(columns)}
        caption={t('rec_withdrawals_caption')}
        rowKey={(w) => w.withdrawalId}
      />
    </>
  );
});
