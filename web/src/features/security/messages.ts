import { defineMessages } from '../../centre';
import { securityText } from './messageText';

export const securityMessages = defineMessages('security', securityText);
