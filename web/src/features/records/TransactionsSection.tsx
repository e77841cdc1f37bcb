import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { ChoiceFilter } from '../../centre/ChoiceFilter';
import {
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
import {
  ChoiceChips,
  ExportButton,
  money,
  msWindow,
  siteTime,
  tableColumns,
  type RecordColumn,
} from './shared';

const TABS = ['all', 'deposits', 'withdrawals'] as const;
type Tab = (typeof TABS)[number];
const isTab = (v: string): v is Tab => TABS.some((t) => t === v);
const isCode = (v: string): v is CodeType => CODE_TYPES.some((c) => c === v);

/**
 * Transactions (`transactionHistory`): every wallet movement with the balance after it, by kind
 * and period (`ODSFE2_MemTransDet`), and the deposit and withdrawal reports.
 */
export const TransactionsSection = observer(function TransactionsSection() {
  const t = useMessages(recordsMessages);
  const [filters, setFilters] = useUrlFilters(['tab', 'kind']);
  const tab = isTab(filters.tab) ? filters.tab : 'all';

  return (
    <div className="records-screen">
      <ChoiceChips
        label={t('rec_tabs')}
        value={tab}
        choices={TABS.map((value) => ({ value, label: t(`rec_tab_${value}`) }))}
        onChange={(value) => setFilters({ tab: value === 'all' ? null : value, kind: null })}
      />
      {tab === 'all' && <Movements kind={isCode(filters.kind) ? filters.kind : undefined} />}
      {tab === 'deposits' && <Deposits />}
      {tab === 'withdrawals' && <Withdrawals />}
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
    { key: 'amount', header: t('rec_col_amount'), text: (m) => money(m.amount), align: 'end' },
    {
      key: 'balance',
      header: t('rec_col_balance'),
      text: (m) => money(m.balanceAfter),
      align: 'end',
    },
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
    { key: 'amount', header: t('rec_col_amount'), text: (d) => money(d.amount), align: 'end' },
    { key: 'charge', header: t('rec_col_charge'), text: (d) => money(d.charge), align: 'end' },
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
    { key: 'amount', header: t('rec_col_amount'), text: (w) => money(w.amount), align: 'end' },
    { key: 'charge', header: t('rec_col_charge'), text: (w) => money(w.charges), align: 'end' },
    {
      key: 'receive',
      header: t('rec_col_receive'),
      text: (w) => money(w.actualAmount),
      align: 'end',
    },
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
