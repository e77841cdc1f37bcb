/** Tells a member's sockets about a change (through the stand-in's event stream). */
export type Publish = (memberId: string, event: string, payload: unknown) => void;
