export { RedEnvelopesPanel } from './RedEnvelopesPanel';
export { RedEnvelopeFloat } from './RedEnvelopeFloat';
