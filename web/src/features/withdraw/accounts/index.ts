export { CardsPanel } from './CardsPanel';
export { PaymentPasswordPanel } from './PaymentPasswordPanel';
export { BindAccountForm } from './BindAccountForm';
export { SetPaymentPasswordForm } from './PaymentPasswordForms';
export { BankCardsStore, createBankCardsStore } from './BankCardsStore';
export { PaymentPasswordStore, createPaymentPasswordStore } from './PaymentPasswordStore';
export { bankCardsMessages } from './messages';
