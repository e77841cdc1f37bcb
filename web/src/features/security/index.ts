export { SecuritySection } from './SecuritySection';
