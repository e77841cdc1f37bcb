import { earlyStatus } from './app/earlyStatus';

// A separate entry in index.html: the status call leaves as soon as this small script has loaded
// instead of after the whole application bundle has downloaded and run.
void earlyStatus();
