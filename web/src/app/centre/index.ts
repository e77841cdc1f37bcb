export { CentreMenu, CentrePanels, CentreSectionView, useCurrentSection } from './CentreSections';
export { AGENT_SECTIONS, MEMBER_SECTIONS } from './registry';
export {
  prefetchSection,
  preloadSection,
  sectionFor,
  type CentrePanel,
  type CentreSection,
} from './section';
