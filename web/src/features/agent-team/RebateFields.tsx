import { REBATE_PRODUCTS, type Rebates } from '../../api/client/team';
import { Field } from '../../ui/form';
import { useTeamT } from './parts';
import type { RebateProblem, RebateTexts } from './rebates';

/** One box per product, each with the most the agent may give (its own rebate). */
export function RebateFields({
  texts,
  onChange,
  quota,
  problem,
}: {
  texts: RebateTexts;
  onChange: (texts: RebateTexts) => void;
  quota: Rebates;
  problem: RebateProblem | null;
}) {
  const t = useTeamT();
  return (
    <fieldset className="team-rebates">
      <legend>{t('team_rebates')}</legend>
      {REBATE_PRODUCTS.map((product) => (
        <Field
          key={product}
          label={t(`team_product_${product}`)}
          hint={t('team_rebate_hint', { quota: quota[product] })}
          error={problem?.product === product ? t(problem.key, { quota: quota[product] }) : null}
        >
          <input
            type="text"
            inputMode="decimal"
            autoComplete="off"
            name={`rebate-${product}`}
            value={texts[product]}
            placeholder="0"
            onChange={(e) => onChange({ ...texts, [product]: e.target.value })}
          />
        </Field>
      ))}
    </fieldset>
  );
}
