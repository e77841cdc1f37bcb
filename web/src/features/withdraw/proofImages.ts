/** Upload limits of spec §9: png or jpg, 5 MB each, 1 to 3 images. */
export const PROOF_MAX_BYTES = 5 * 1024 * 1024;
export const PROOF_MAX_COUNT = 3;

export type ProofType = 'png' | 'jpg';
export type ProofProblem = 'proof_invalid_type' | 'proof_too_large' | 'proof_too_many';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its first bytes (magic numbers), whatever the file's name or label says. */
export function sniffImage(head: Uint8Array): ProofType | null {
  if (PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** What `checkProof` reads of a file; a browser `File` is one. */
export interface ProofSource {
  name: string;
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** A size and type check before anything is read in full or uploaded. */
export async function checkProof(
  file: ProofSource,
): Promise<{ ok: true; type: ProofType } | { ok: false; key: ProofProblem }> {
  if (file.size > PROOF_MAX_BYTES) return { ok: false, key: 'proof_too_large' };
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  const type = sniffImage(head);
  return type ? { ok: true, type } : { ok: false, key: 'proof_invalid_type' };
}

/** The data URL the platform's C2C call takes, typed by the sniffed bytes. */
export function readAsDataUrl(file: Blob, type: ProofType): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => {
      const base64 = String(reader.result).split(',')[1] ?? '';
      resolve(`data:image/${type === 'png' ? 'png' : 'jpeg'};base64,${base64}`);
    };
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}
