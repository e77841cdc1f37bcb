import { createHash } from 'node:crypto';
import { Refusal } from './refusal.js';

/**
 * Pictures a member uploads as proof (a withdrawal's receipt, feedback), checked by their bytes
 * rather than their label, so a renamed file of another kind is refused.
 */
export interface ProofImage {
  type: 'png' | 'jpg';
  bytes: number;
  sha256: string;
}

/** Upload limits of spec §9: png or jpg, 5 MB each, at most 3. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

const DATA_URL = /^data:image\/(png|jpe?g);base64,([A-Za-z0-9+/=\s]+)$/;

/** Checks proof images by their bytes, not their label: png or jpg, 5 MB each, 1 to 3. */
export function readProofImages(images: string[]): ProofImage[] {
  if (images.length === 0) throw new Refusal('proof_required');
  if (images.length > PROOF_MAX_COUNT) throw new Refusal('proof_too_many');
  return images.map((image) => {
    const match = DATA_URL.exec(image);
    if (!match?.[2]) throw new Refusal('proof_invalid_type');
    const bytes = Buffer.from(match[2], 'base64');
    if (bytes.length > PROOF_MAX_BYTES) throw new Refusal('proof_too_large');
    const type = sniffImage(bytes);
    if (!type) throw new Refusal('proof_invalid_type');
    return { type, bytes: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex') };
  });
}

function sniffImage(bytes: Buffer): 'png' | 'jpg' | null {
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    return 'png';
  }
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  return null;
}
