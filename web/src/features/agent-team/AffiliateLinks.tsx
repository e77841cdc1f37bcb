import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import type { AccountType, AffiliateLink } from '../../api/client/team';
import { formatSiteTime } from '../../i18n/time';
import { ConfirmDialog, DataNotice, Form } from '../../ui';
import { FormError, SubmitButton } from '../../ui/form';
import { QrCode } from '../../ui/QrCode';
import { LoadableStatus } from '../../centre/LoadableStatus';
import { useTeamT } from './parts';
import { RebateFields } from './RebateFields';
import { emptyRebateTexts, readRebates, type RebateProblem } from './rebates';
import { AccountTypeField } from './AccountTypeField';
import type { RegisterStore } from './RegisterStore';

/** Where a link sends a visitor: the site's registration, with the link's code filled in. */
export function affiliateUrl(origin: string, code: string): string {
  return `${origin}/register?affiliateCode=${encodeURIComponent(code)}`;
}

const CreateLinkForm = observer(function CreateLinkForm({ store }: { store: RegisterStore }) {
  const t = useTeamT();
  const quota = store.quota.value;
  const [accountType, setAccountType] = useState<AccountType>('MEMBER');
  const [rebates, setRebates] = useState(emptyRebateTexts);
  const [problem, setProblem] = useState<RebateProblem | null>(null);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!quota) return;
    const read = readRebates(rebates, quota);
    setProblem(read.ok ? null : read.problem);
    if (!read.ok) return;
    if (await store.createLink({ accountType, rebates: read.rebates })) {
      setRebates(emptyRebateTexts());
    }
  };
  return (
    <Form className="team-form" onSubmit={(e) => void submit(e)} aria-labelledby="team-link-new">
      <h4 id="team-link-new">{t('team_link_create_title')}</h4>
      <AccountTypeField value={accountType} onChange={setAccountType} />
      {quota && (
        <RebateFields texts={rebates} onChange={setRebates} quota={quota} problem={problem} />
      )}
      <FormError message={store.linkChange.errorKey ? t.error(store.linkChange.errorKey) : null} />
      <SubmitButton
        busy={store.linkChange.state === 'loading'}
        busyLabel={t('team_sending')}
        disabled={!quota}
      >
        {t('team_link_create')}
      </SubmitButton>
    </Form>
  );
});

const LinkItem = observer(function LinkItem({
  link,
  store,
}: {
  link: AffiliateLink;
  store: RegisterStore;
}) {
  const t = useTeamT();
  const url = affiliateUrl(window.location.origin, link.code);
  const [showQr, setShowQr] = useState(false);
  const [copied, setCopied] = useState<'ok' | 'failed' | null>(null);
  const [confirming, setConfirming] = useState(false);
  const open = store.openLinkId === link.affiUrlId;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied('ok');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <li className="team-link" data-testid="affiliate-link">
      <p className="team-link__url">
        <span className="visually-hidden">{t('team_link_url')} </span>
        <code data-testid="affiliate-url">{url}</code>
      </p>
      <p className="team-muted">
        {t(link.accountType === 'AGENT' ? 'team_type_agent' : 'team_type_member')} ·{' '}
        {t('team_link_registered', { count: link.registeredCount })} ·{' '}
        {formatSiteTime(link.createdAt)}
      </p>
      <div className="team-link__actions">
        <button type="button" className="button button--small" onClick={() => void copy()}>
          {t('team_link_copy')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={showQr}
          onClick={() => setShowQr(!showQr)}
        >
          {t('team_link_qr')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          aria-expanded={open}
          onClick={() => store.showRegistered(open ? null : link.affiUrlId)}
        >
          {t('team_link_who')}
        </button>
        <button
          type="button"
          className="button button--ghost button--small"
          onClick={() => setConfirming(true)}
        >
          {t('team_link_delete')}
        </button>
        {copied && (
          <span role="status" className="team-muted">
            {t(copied === 'ok' ? 'team_link_copied' : 'team_link_copy_failed')}
          </span>
        )}
      </div>
      {showQr && (
        <QrCode value={url} label={t('team_link_qr_label', { code: link.code })} size={160} />
      )}
      {open && (
        <div className="team-link__registered">
          <LoadableStatus
            loadable={store.registered}
            retry={() => store.showRegistered(link.affiUrlId)}
            failedLabel={t('team_link_who_failed')}
            // A link deleted meanwhile is a refusal this feature words itself.
            errorText={t.error}
          />
          {store.registered.value?.length === 0 && <DataNotice>{t('team_link_nobody')}</DataNotice>}
          {store.registered.value && store.registered.value.length > 0 && (
            <ul aria-label={t('team_link_who')}>
              {store.registered.value.map((r) => (
                <li key={r.account}>
                  {r.account} · {formatSiteTime(r.registeredAt)}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {confirming && (
        <ConfirmDialog
          name="delete-affiliate-link"
          message={t('team_link_delete_confirm')}
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            void store.deleteLink(link.affiUrlId);
          }}
        />
      )}
    </li>
  );
});

/** The agent's affiliate links: make one, copy it, show its QR code, see who came through. */
export const AffiliateLinks = observer(function AffiliateLinks({
  store,
}: {
  store: RegisterStore;
}) {
  const t = useTeamT();
  const links = store.links.value;
  return (
    <section className="team-links" aria-labelledby="team-links-title">
      <h3 id="team-links-title">{t('team_links_title')}</h3>
      <CreateLinkForm store={store} />
      <LoadableStatus
        loadable={store.links}
        retry={() => void store.load()}
        failedLabel={t('team_links_failed')}
      />
      {links?.length === 0 && <DataNotice>{t('team_links_none')}</DataNotice>}
      {links && links.length > 0 && (
        <ul className="team-link-list">
          {links.map((link) => (
            <LinkItem key={link.affiUrlId} link={link} store={store} />
          ))}
        </ul>
      )}
    </section>
  );
});
