import { useTranslation } from 'react-i18next';
import { CentreMenu, CentreSectionView, MEMBER_SECTIONS, useCurrentSection } from '../../centre';
import { Page } from '../../ui';

/** The member centre: its menu, and the section `?page=` names (the security centre first). */
export function MemberCentrePage() {
  const { t } = useTranslation();
  const { offered, current } = useCurrentSection(MEMBER_SECTIONS);
  return (
    <Page name="member" title={t('member_centre_title')}>
      <div className="member-centre">
        <CentreMenu label={t('member_menu')} base="/member" sections={offered} current={current} />
        <CentreSectionView key={current.page} section={current} />
      </div>
    </Page>
  );
}
