export { LotteryPage } from './LotteryPage';
