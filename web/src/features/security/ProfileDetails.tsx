import { observer } from 'mobx-react-lite';
import { useState, type FormEvent } from 'react';
import { useMessages } from '../../centre';
import {
  CONTACT_FIELDS,
  DETAIL_FIELDS,
  type ProfileDetails as Details,
  type ProfileField,
} from '../../api/client/profile';
import { Form } from '../../ui';
import { Field, FormError, FormNotice, SubmitButton } from '../../ui/form';
import { securityMessages } from './messages';
import type { ProfileStore } from './ProfileStore';

const ADDRESS_FIELDS: ReadonlySet<ProfileField> = new Set(['permanentAddress', 'currentAddress']);

/** The contact fields and personal details of spec §3: shown, and edited in one form. */
export const ProfileDetails = observer(function ProfileDetails({ store }: { store: ProfileStore }) {
  const t = useMessages(securityMessages);
  const details = store.profile.value?.details;
  const [editing, setEditing] = useState<Details | null>(null);
  const state = store.forms.details;
  if (!details) return null;

  const label = (field: ProfileField) => t(`field_${field}`);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (editing && (await store.saveDetails(editing))) setEditing(null);
  };

  if (!editing) {
    return (
      <div className="security-block">
        {[
          ['sec_contacts_title', CONTACT_FIELDS],
          ['sec_details_title', DETAIL_FIELDS],
        ].map(([title, fields]) => (
          <div key={title as string}>
            <h4>{t(title as 'sec_contacts_title' | 'sec_details_title')}</h4>
            <dl className="security-facts" data-testid={title}>
              {(fields as readonly ProfileField[]).map((field) => (
                <div key={field} className="security-facts__row">
                  <dt>{label(field)}</dt>
                  <dd>{details[field] || t('sec_not_set')}</dd>
                </div>
              ))}
            </dl>
          </div>
        ))}
        <FormNotice message={state.done ? t('sec_saved') : null} />
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            store.resetForm('details');
            setEditing({ ...details });
          }}
        >
          {t('sec_edit_details')}
        </button>
      </div>
    );
  }

  const input = (field: ProfileField) => {
    const value = editing[field];
    const set = (next: string) => setEditing({ ...editing, [field]: next });
    if (field === 'birthday') {
      return (
        <Field key={field} label={label(field)} hint={t('sec_birthday_hint')}>
          <input
            type="date"
            name={field}
            autoComplete="bday"
            value={value}
            readOnly={details.birthday !== ''}
            onChange={(e) => set(e.target.value)}
          />
        </Field>
      );
    }
    if (ADDRESS_FIELDS.has(field)) {
      return (
        <Field key={field} label={label(field)}>
          <textarea
            name={field}
            rows={2}
            maxLength={100}
            value={value}
            onChange={(e) => set(e.target.value)}
          />
        </Field>
      );
    }
    return (
      <Field key={field} label={label(field)}>
        <input
          type="text"
          name={field}
          maxLength={100}
          value={value}
          onChange={(e) => set(e.target.value)}
        />
      </Field>
    );
  };

  return (
    <Form
      className="security-details-form"
      aria-label={t('sec_edit_details')}
      onSubmit={(e) => void submit(e)}
      noValidate
    >
      <h4>{t('sec_contacts_title')}</h4>
      <div className="security-grid">{CONTACT_FIELDS.map(input)}</div>
      <h4>{t('sec_details_title')}</h4>
      <div className="security-grid">{DETAIL_FIELDS.map(input)}</div>
      <FormError message={state.errorKey ? t.error(state.errorKey) : null} />
      <div className="security-actions">
        <SubmitButton busy={state.busy}>{t('sec_save')}</SubmitButton>
        <button type="button" className="button button--ghost" onClick={() => setEditing(null)}>
          {t('sec_cancel')}
        </button>
      </div>
    </Form>
  );
});
