export { ManualRebateSection } from './ManualRebateSection';
