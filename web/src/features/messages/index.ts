export { MessagesSection } from './MessagesSection';
