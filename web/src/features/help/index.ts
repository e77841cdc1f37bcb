export { HelpPage } from './HelpPage';
export { helpFirstScreen } from './HelpStore';
