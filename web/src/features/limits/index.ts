export { LimitsPanel } from './LimitsPanel';
