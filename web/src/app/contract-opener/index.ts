export { ContractRequestOpener } from './ContractRequestOpener';
