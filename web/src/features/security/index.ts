export {
  SecuritySection,
  type ChangePasswordProps,
  type SecuritySectionProps,
} from './SecuritySection';
