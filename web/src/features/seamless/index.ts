export { SeamlessPage } from './SeamlessPage';
