import { defineMessages } from '../../centre';
import { contractText } from './messageText';

export const contractMessages = defineMessages('agentContracts', contractText);
