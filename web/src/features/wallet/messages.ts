import { defineMessages } from '../../centre';
import { walletText } from './messageText';

export const walletMessages = defineMessages('wallet', walletText);
