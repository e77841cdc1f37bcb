export { ServiceChooser } from './ServiceChooser';
export { FeedbackForm } from './FeedbackForm';
