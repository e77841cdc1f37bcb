import { configure } from '@testing-library/dom';

// Screens load their code in chunks; on a busy machine that takes more than testing-library's
// one-second default. Waits follow what a player would wait for, with a generous limit.
configure({ asyncUtilTimeout: 10_000 });
