import fs from 'node:fs';
import path from 'node:path';
import { PACT_DIR } from '../names';

/** Pact merges into existing files; start empty so a removed interaction leaves the contract. */
export function setup() {
  fs.mkdirSync(PACT_DIR, { recursive: true });
  for (const file of fs.readdirSync(PACT_DIR)) {
    if (file.endsWith('.json')) fs.rmSync(path.join(PACT_DIR, file));
  }
}
