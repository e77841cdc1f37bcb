export { FORGET_BANNER_GROUPS, ForgetPage, type ForgetPageProps } from './ForgetPage';
