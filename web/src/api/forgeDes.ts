// The declarations must travel with this file into every project that compiles it (contracts):
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./node-forge-lib.d.ts" />
/**
 * The part of node-forge that DES-ECB needs (its cipher, modes and byte utilities), about a
 * fifth of the library: the customer-service addresses are decrypted on every page, while the
 * RSA half (the `Encryption` header of encrypted calls, ./encryption.ts) loads only at the
 * first encrypted call.
 */
import forge from 'node-forge/lib/forge';
import 'node-forge/lib/util';
import 'node-forge/lib/cipher';
import 'node-forge/lib/cipherModes';
import 'node-forge/lib/des';

export default forge;
