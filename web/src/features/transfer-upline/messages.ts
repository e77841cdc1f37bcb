import { defineMessages } from '../../centre';
import { uplineText } from './messageText';

export const uplineMessages = defineMessages('upline', uplineText);
