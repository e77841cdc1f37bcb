export { RedEnvelopesPanel } from './RedEnvelopesPanel';
