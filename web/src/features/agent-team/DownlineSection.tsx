import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import type { Downline } from '../../api/client/team';
import { useFeatureStore } from '../../centre/featureStore';
import { moneyColumn } from '../../centre/moneyColumn';
import { PeriodFilter, usePeriod } from '../../centre/PeriodFilter';
import { RecordsTable, type Column } from '../../centre/RecordsTable';
import { useUrlFilters } from '../../centre/useUrlFilters';
import { sentenceWith } from '../../i18n/sentence';
import { formatSiteTime } from '../../i18n/time';
import { ConfirmDialog, Form } from '../../ui';
import { FormNotice } from '../../ui/form';
import { MoneyDialog, RebatesDialog } from './DownlineDialogs';
import { createDownlineStore, type DownlineStore } from './DownlineStore';
import { useTeamT, type TeamT } from './parts';

const PRESETS = ['today', 'last7', 'last30', 'custom'] as const;

type Action = { kind: 'to' | 'from' | 'rebates' | 'promote'; downline: Downline };

/**
 * The downline list's columns; exported for the records-table bench (`web/bench/records`).
 * Every text is translated here, once, not in each row's cells: a fast scroll draws a screenful
 * of new rows in every frame, and a translation per cell made most of its garbage.
 */
export function downlineColumns(
  t: TeamT,
  direct: (d: Downline) => boolean,
  open: (account: string) => void,
  act: (action: Action) => void,
): Column<Downline>[] {
  const text = {
    agent: t('team_type_agent'),
    member: t('team_type_member'),
    never: t('team_never'),
    notDirect: t('team_not_direct'),
    transfer: t('team_transfer'),
    collect: t('team_collect'),
    rebates: t('team_rebates'),
    promote: t('team_promote'),
  };
  const named = {
    openLevel: sentenceWith(t, 'team_open_level', 'account'),
    transfer: sentenceWith(t, 'team_transfer_to', 'account'),
    collect: sentenceWith(t, 'team_collect_from', 'account'),
    rebates: sentenceWith(t, 'team_rebates_of', 'account'),
    promote: sentenceWith(t, 'team_promote_of', 'account'),
  };
  return [
    {
      key: 'account',
      header: t('team_col_account'),
      cell: (d) =>
        d.directCount > 0 ? (
          <button
            type="button"
            className="link-button"
            onClick={() => open(d.account)}
            aria-label={named.openLevel(d.account)}
          >
            {d.account}
          </button>
        ) : (
          d.account
        ),
    },
    {
      key: 'type',
      header: t('team_col_type'),
      cell: (d) => (d.isAgent ? text.agent : text.member),
    },
    moneyColumn('balance', t('team_balance'), (d) => d.balance),
    { key: 'team', header: t('team_size'), cell: (d) => d.teamSize, align: 'end' },
    {
      key: 'login',
      header: t('team_col_last_login'),
      cell: (d) => (d.lastLoginTime ? formatSiteTime(d.lastLoginTime) : text.never),
    },
    moneyColumn('stake', t('team_stake'), (d) => d.play.stake),
    moneyColumn('profit', t('team_profit'), (d) => d.play.profit),
    moneyColumn('deposit', t('team_deposit'), (d) => d.money.deposit),
    {
      key: 'actions',
      header: t('team_col_actions'),
      // Four buttons make the list wider than a 1280 px desktop's centre: they stay in view.
      pinned: 'end',
      cell: (d) =>
        direct(d) ? (
          <span className="team-row-actions">
            <button
              type="button"
              className="button button--small"
              onClick={() => act({ kind: 'to', downline: d })}
              aria-label={named.transfer(d.account)}
            >
              {text.transfer}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => act({ kind: 'from', downline: d })}
              aria-label={named.collect(d.account)}
            >
              {text.collect}
            </button>
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => act({ kind: 'rebates', downline: d })}
              aria-label={named.rebates(d.account)}
            >
              {text.rebates}
            </button>
            {!d.isAgent && (
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => act({ kind: 'promote', downline: d })}
                aria-label={named.promote(d.account)}
              >
                {text.promote}
              </button>
            )}
          </span>
        ) : (
          <span className="team-muted">{text.notDirect}</span>
        ),
    },
  ];
}

const Breadcrumb = observer(function Breadcrumb({
  store,
  open,
}: {
  store: DownlineStore;
  open: (account: string | null) => void;
}) {
  const t = useTeamT();
  if (store.path.length === 0) return null;
  return (
    <nav aria-label={t('team_breadcrumb')} className="team-breadcrumb">
      <ol>
        {store.path.map((account, i) => {
          const last = i === store.path.length - 1;
          return (
            <li key={account}>
              {last ? (
                <span aria-current="location">{account}</span>
              ) : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => open(i === 0 ? null : account)}
                >
                  {account}
                </button>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
});

/** The downline tree, drilled level by level, and what an agent does for a downline. */
export const DownlineSection = observer(function DownlineSection() {
  const store = useFeatureStore(createDownlineStore);
  const t = useTeamT();
  const [period, range, setPeriod] = usePeriod('last7');
  const [filters, setFilters] = useUrlFilters(['parent', 'search']);
  const [searchText, setSearchText] = useState(filters.search);
  const [shownSearch, setShownSearch] = useState(filters.search);
  if (shownSearch !== filters.search) {
    setShownSearch(filters.search);
    setSearchText(filters.search);
  }
  const [action, setAction] = useState<Action | null>(null);

  useEffect(() => {
    void store.loadQuota();
  }, [store]);
  useEffect(() => {
    void store.show({
      ...range,
      ...(filters.search ? { account: filters.search } : {}),
      ...(filters.parent && !filters.search ? { parent: filters.parent } : {}),
    });
  }, [store, range, filters.parent, filters.search]);

  const open = (account: string | null) => setFilters({ parent: account, search: null });
  const search = (event: FormEvent) => {
    event.preventDefault();
    setFilters({ search: searchText.trim() || null, parent: null });
  };
  // A downline of the agent's own: the top level, or a search hit one step below the agent.
  const direct = (d: Downline) => (filters.search ? d.path.length === 2 : store.path.length === 1);
  const notice = store.notice;

  return (
    <div className="team-downline">
      <PeriodFilter period={period} onChange={setPeriod} presets={PRESETS} />
      <Form className="team-member-filter" role="search" onSubmit={search}>
        <label>
          {t('team_search_account')}
          <input
            type="search"
            value={searchText}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setSearchText(e.target.value)}
          />
        </label>
        <button type="submit" className="button button--small">
          {t('team_search')}
        </button>
        {filters.search && (
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => open(null)}
          >
            {t('team_filter_clear')}
          </button>
        )}
      </Form>
      <Breadcrumb store={store} open={open} />
      <FormNotice
        message={notice ? t(`team_notice_${notice.key}`, { account: notice.account }) : null}
      />
      <RecordsTable
        records={store.records}
        columns={downlineColumns(
          t,
          direct,
          (account) => open(account),
          (a) => {
            store.clearError();
            setAction(a);
          },
        )}
        caption={t('team_downline_caption')}
        rowKey={(d) => d.account}
        height={520}
      />
      {action && (action.kind === 'to' || action.kind === 'from') && (
        <MoneyDialog
          store={store}
          downline={action.downline}
          direction={action.kind}
          onClose={() => setAction(null)}
        />
      )}
      {action?.kind === 'rebates' && (
        <RebatesDialog store={store} downline={action.downline} onClose={() => setAction(null)} />
      )}
      {action?.kind === 'promote' && (
        <ConfirmDialog
          name="promote-downline"
          message={t('team_promote_confirm', { account: action.downline.account })}
          onCancel={() => setAction(null)}
          onConfirm={() => {
            const account = action.downline.account;
            setAction(null);
            void store.promote(account);
          }}
        />
      )}
      {store.change.errorKey && !action && (
        <p className="form-error" role="alert">
          {t.error(store.change.errorKey)}
        </p>
      )}
    </div>
  );
});
