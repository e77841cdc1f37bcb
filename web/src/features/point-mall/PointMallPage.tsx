import './point-mall.css';
import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import { useFeatureStore, useMessages, useUrlFilters } from '../../centre';
import { Page } from '../../ui';
import { DetailsTab } from './DetailsTab';
import { MallTab } from './MallTab';
import { pointMallMessages } from './messages';
import { createPointMallStore } from './PointMallStore';
import { RecordsTab } from './RecordsTab';
import { RulesTab } from './RulesTab';
import { SignInPrompt } from './SignInPrompt';

const TABS = ['mall', 'records', 'details', 'rules'] as const;
type Tab = (typeof TABS)[number];
const TAB_LABELS = {
  mall: 'pm_tab_mall',
  records: 'pm_tab_records',
  details: 'pm_tab_details',
  rules: 'pm_tab_rules',
} as const;
const isTab = (value: string): value is Tab => TABS.some((t) => t === value);
/** The tabs that list by period: the days chosen on one go with the member to the other. */
const PERIOD_TABS: readonly Tab[] = ['records', 'details'];
const PERIOD_KEYS = ['period', 'from', 'to'] as const;

function tabHref(name: Tab, period: Readonly<Record<(typeof PERIOD_KEYS)[number], string>>) {
  if (name === 'mall') return '?';
  const params = new URLSearchParams({ tab: name });
  if (PERIOD_TABS.includes(name)) {
    for (const key of PERIOD_KEYS) if (period[key]) params.set(key, period[key]);
  }
  return `?${params.toString()}`;
}

/**
 * The points mall (public): the catalogue by exchange type for everyone; the member's points,
 * exchanges, conversion, records and details once signed in; the rules. The part shown is in
 * the address (`?tab=`), so a reload or a shared link opens the same one.
 */
export const PointMallPage = observer(function PointMallPage() {
  const { t: shared } = useTranslation();
  const t = useMessages(pointMallMessages);
  const store = useFeatureStore(createPointMallStore);
  const [filters] = useUrlFilters(['tab', ...PERIOD_KEYS]);
  const tab: Tab = isTab(filters.tab) ? filters.tab : 'mall';
  const member = store.isMember;

  useEffect(() => {
    void store.loadCatalogue();
  }, [store]);
  useEffect(() => {
    if (member) void store.loadAccount();
  }, [store, member]);

  return (
    <Page name="point-mall" title={shared('point_mall_title')}>
      <nav className="point-tabs" aria-label={t('pm_tabs_label')}>
        <ul>
          {TABS.map((name) => (
            <li key={name}>
              <Link
                to={tabHref(name, filters)}
                aria-current={tab === name ? 'page' : undefined}
                className={tab === name ? 'point-tabs__current' : undefined}
              >
                {t(TAB_LABELS[name])}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'mall' && <MallTab />}
      {tab === 'records' && (member ? <RecordsTab /> : <SignInPrompt />)}
      {tab === 'details' && (member ? <DetailsTab /> : <SignInPrompt />)}
      {tab === 'rules' && <RulesTab />}
    </Page>
  );
});
