import type http from 'node:http';

/**
 * The session a request belongs to, as the gateway's session module answers it
 * (`gateway/src/session/sessions.ts`, docs in /work/notes/bff.md).
 */
export interface MemberSession {
  id: string;
  token: string;
  memberId?: string;
}

export interface SessionLookup {
  sessionOf(req: http.IncomingMessage): Promise<MemberSession | undefined>;
}
