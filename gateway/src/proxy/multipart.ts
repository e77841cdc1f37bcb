import type { IncomingHttpHeaders } from 'node:http';
import busboy from 'busboy';
import { MERCHANT_KEY, namesMerchant } from './merchant.js';

type Part =
  | { kind: 'field'; name: string; value: string; mimeType: string }
  | { kind: 'file'; name: string; filename: string; mimeType: string; chunks: Buffer[] };

/** The form could not be read as multipart/form-data. */
export class MultipartError extends Error {}

function boundaryOf(contentType: string): string | undefined {
  const match = /;\s*boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2];
}

/** HTML's form-data encoding of a name or file name inside a quoted header parameter. */
function quoted(text: string): Buffer {
  return Buffer.from(
    text.replace(/\r/g, '%0D').replace(/\n/g, '%0A').replace(/"/g, '%22'),
    'latin1',
  );
}

function parse(body: Buffer, headers: IncomingHttpHeaders): Promise<Part[]> {
  return new Promise((resolve, reject) => {
    let parser: busboy.Busboy;
    try {
      parser = busboy({
        headers,
        // Latin-1 maps every byte to one character and back, so fields and names the browser
        // sent without a charset are written out again byte for byte.
        defCharset: 'latin1',
        defParamCharset: 'latin1',
        // The whole body is already within the upload limit; nothing in it may be truncated.
        limits: { fieldSize: body.length, fieldNameSize: body.length },
      });
    } catch (error) {
      reject(new MultipartError(error instanceof Error ? error.message : 'bad multipart form'));
      return;
    }
    const parts: Part[] = [];
    // busboy reads no RFC 2231 `name*`: such a part comes without a name.
    parser.on('field', (name: string | undefined, value, info) => {
      parts.push({ kind: 'field', name: name ?? '', value, mimeType: info.mimeType });
    });
    parser.on('file', (name: string | undefined, stream, info) => {
      const part: Part = {
        kind: 'file',
        name: name ?? '',
        filename: info.filename ?? '',
        mimeType: info.mimeType,
        chunks: [],
      };
      parts.push(part);
      stream.on('data', (chunk: Buffer) => part.chunks.push(chunk));
    });
    parser.on('error', (error: unknown) =>
      reject(new MultipartError(error instanceof Error ? error.message : 'bad multipart form')),
    );
    parser.on('close', () => resolve(parts));
    parser.end(body);
  });
}

function serialise(parts: Part[], boundary: string): Buffer {
  const out: Buffer[] = [];
  for (const part of parts) {
    out.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="`, 'latin1'));
    out.push(quoted(part.name));
    if (part.kind === 'file') {
      out.push(Buffer.from('"; filename="', 'latin1'), quoted(part.filename));
    }
    out.push(Buffer.from('"\r\n', 'latin1'));
    // busboy reports `text/plain` for a field that named no type; writing it back would add a
    // header the browser did not send.
    if (part.kind === 'file' || part.mimeType !== 'text/plain')
      out.push(Buffer.from(`Content-Type: ${part.mimeType}\r\n`, 'latin1'));
    out.push(Buffer.from('\r\n', 'latin1'));
    if (part.kind === 'file') out.push(...part.chunks);
    else out.push(Buffer.from(part.value, 'latin1'));
    out.push(Buffer.from('\r\n', 'latin1'));
  }
  out.push(Buffer.from(`--${boundary}--\r\n`, 'latin1'));
  return Buffer.concat(out);
}

/**
 * Each part's raw header block, in order, as a lax parser would find them: the text between a
 * delimiter line and the first empty line.
 */
function rawPartHeaders(body: Buffer, boundary: string): string[] {
  const pieces = `\r\n${body.toString('latin1')}`.split(`\r\n--${boundary}`);
  const blocks: string[] = [];
  for (const piece of pieces.slice(1)) {
    if (piece.startsWith('--')) break;
    const end = piece.indexOf('\r\n\r\n');
    blocks.push(end === -1 ? piece : piece.slice(0, end));
  }
  return blocks;
}

/** A plain file name (no quotes, escapes or separators) cannot pose as a part name. */
const PLAIN_FILENAME = /filename\*?=("[^"\\;=]*"|[^"\\;=\s]*)/gi;

/**
 * True when any reading of the part's headers could find a merchant in its name: escaped
 * quotes (`name="x\"; name=\"merchant"`), a second `name`, RFC 2231 `name*`, percent-encoding.
 */
function headerNamesMerchant(block: string): boolean {
  return namesMerchant(block.replace(PLAIN_FILENAME, '').replace(/\\/g, ' '));
}

/**
 * Makes a multipart/form-data body (the receipt-proof upload) name no merchant but the
 * configured one. A part named `merchant` / `merchantCode` becomes a field with the configured
 * code, even one sent as a file; any other part whose headers could be read as naming a
 * merchant is removed. A form without such a part passes with its exact bytes; one with it is
 * written out again under the same boundary, with every file's bytes unchanged. Throws
 * MultipartError for a body that is not a well-formed form, or one that lax and strict parsers
 * would split into different parts, or that uses RFC 2047 encoded words in its headers.
 */
export async function overrideMerchantInMultipart(
  body: Buffer,
  contentType: string,
  merchantCode: string,
): Promise<Buffer> {
  const boundary = boundaryOf(contentType);
  if (!boundary) throw new MultipartError('multipart form without a boundary');
  const parts = await parse(body, { 'content-type': contentType });
  const blocks = rawPartHeaders(body, boundary);
  if (blocks.length !== parts.length) throw new MultipartError('parts that parsers count apart');
  if (blocks.some((b) => b.includes('=?'))) throw new MultipartError('encoded-word header');
  let changed = false;
  const kept: Part[] = [];
  for (const [i, part] of parts.entries()) {
    if (!namesMerchant(part.name) && !headerNamesMerchant(blocks[i] ?? '')) {
      kept.push(part);
      continue;
    }
    const plain = MERCHANT_KEY.test(part.name);
    if (
      plain &&
      part.kind === 'field' &&
      part.value === merchantCode &&
      !/\\/.test(blocks[i] ?? '')
    ) {
      kept.push(part);
      continue;
    }
    changed = true;
    // A part named like the merchant becomes a plain field with the configured code, even one
    // sent as a file, so no reading of the form upstream can find another merchant in it.
    if (plain)
      kept.push({ kind: 'field', name: part.name, value: merchantCode, mimeType: 'text/plain' });
  }
  return changed ? serialise(kept, boundary) : body;
}
