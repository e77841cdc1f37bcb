export { ForgetPage } from './ForgetPage';
