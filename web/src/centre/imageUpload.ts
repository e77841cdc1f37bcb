/** The platform's upload rule for pictures (spec §5 feedback, §9 receipts): png or jpg, 5 MB each, at most 3. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_MAX_COUNT = 3;

export type ImageType = 'png' | 'jpg';
/** Why a picture is refused; each feature words it in its own messages. */
export type ImageProblem = 'type' | 'size';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

/** The image type by its first bytes (magic numbers), whatever the file's name or label says. */
export function sniffImage(head: Uint8Array): ImageType | null {
  if (PNG_SIGNATURE.every((byte, i) => head[i] === byte)) return 'png';
  if (head[0] === 0xff && head[1] === 0xd8 && head[2] === 0xff) return 'jpg';
  return null;
}

/** What `checkImage` reads of a file; a browser `File` is one. */
export interface ImageSource {
  size: number;
  slice(start: number, end: number): { arrayBuffer(): Promise<ArrayBuffer> };
}

/** Size first, then the first bytes: nothing is read in full or uploaded before both pass. */
export async function checkImage(
  file: ImageSource,
): Promise<{ ok: true; type: ImageType } | { ok: false; problem: ImageProblem }> {
  if (file.size > IMAGE_MAX_BYTES) return { ok: false, problem: 'size' };
  const head = new Uint8Array(await file.slice(0, PNG_SIGNATURE.length).arrayBuffer());
  const type = sniffImage(head);
  return type ? { ok: true, type } : { ok: false, problem: 'type' };
}

/** The data URL the platform's upload calls take, typed by the sniffed bytes, not the file's label. */
export function readAsDataUrl(file: Blob, type: ImageType): Promise<string> {
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
