import type { AccountType } from '../../api/client/team';
import { useTeamT } from './parts';

/** Whether the new account is a member or an agent. */
export function AccountTypeField({
  value,
  onChange,
}: {
  value: AccountType;
  onChange: (type: AccountType) => void;
}) {
  const t = useTeamT();
  return (
    <fieldset className="team-account-type">
      <legend>{t('team_account_type')}</legend>
      {(['MEMBER', 'AGENT'] as const).map((type) => (
        <label key={type}>
          <input
            type="radio"
            name="accountType"
            value={type}
            checked={value === type}
            onChange={() => onChange(type)}
          />
          {t(type === 'AGENT' ? 'team_type_agent' : 'team_type_member')}
        </label>
      ))}
    </fieldset>
  );
}
