export { HelpPage, type HelpPageProps } from './HelpPage';
export { helpFirstScreen } from './HelpStore';
