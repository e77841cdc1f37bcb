/**
 * Id of the JSON block the gateway puts in the head of a page it rendered on the server. A module
 * of its own, so the boot script can check for the block without loading anything else.
 */
export const FIRST_SCREEN_ID = 'first-screen';
