/**
 * Id of the JSON block the gateway puts in the head of a page it rendered on the server. The boot
 * script (src/boot.ts) writes the same id out, so that it imports nothing (firstScreenId.test.ts).
 */
export const FIRST_SCREEN_ID = 'first-screen';
