export {
  DailyWagesSection,
  DividendSection,
  HourSalarySection,
  RealtimeSalarySection,
} from './ContractSection';
export { ContractDialog } from './ContractDialog';
