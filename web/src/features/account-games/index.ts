export { AccountGamePage } from './AccountGamePage';
