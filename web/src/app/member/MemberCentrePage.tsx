import { observer } from 'mobx-react-lite';
import { useTranslation } from 'react-i18next';
import { CentreMenu, CentreSectionView, MEMBER_SECTIONS, useCurrentSection } from '../centre';
import { useStores } from '../../stores/StoreContext';
import { Page } from '../../ui';

/**
 * The member centre: its menu, and the section `?page=` names (the security centre first). A
 * section starts once the member info says which kind of account this is: a trial account is
 * told it needs a real one (`RealAccountOnly`), and nothing is asked in its name meanwhile.
 */
export const MemberCentrePage = observer(function MemberCentrePage() {
  const { t } = useTranslation();
  const { session, user } = useStores();
  const { offered, current } = useCurrentSection(MEMBER_SECTIONS);
  return (
    <Page name="member" title={t('member_centre_title')}>
      <div className="member-centre">
        <CentreMenu label={t('member_menu')} base="/member" sections={offered} current={current} />
        <CentreSectionView
          key={current.page}
          section={current}
          waiting={!session.accountKnown && !user.errorKey}
        />
      </div>
    </Page>
  );
});
