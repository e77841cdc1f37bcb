// negotiator 1.x (Express 5's own) takes the server's preferences as a second argument; the
// published @types describe 0.6, which does not.
declare module 'negotiator' {
  import type { IncomingHttpHeaders } from 'node:http';

  interface PreferenceOptions {
    /** The server's order among encodings the client rates equally. */
    preferred?: string[];
  }

  export default class Negotiator {
    constructor(request: { headers: IncomingHttpHeaders });
    encoding(available?: string[], options?: PreferenceOptions): string | undefined;
    encodings(available?: string[], options?: PreferenceOptions): string[];
  }
}
