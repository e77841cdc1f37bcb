// node-forge's own modules, imported one by one where the whole library is not needed
// (./forgeDes.ts). They fill in the one shared `forge` object the package's types describe.
declare module 'node-forge/lib/forge' {
  import forge from 'node-forge';
  export default forge;
}
declare module 'node-forge/lib/util';
declare module 'node-forge/lib/cipher';
declare module 'node-forge/lib/cipherModes';
declare module 'node-forge/lib/des';
