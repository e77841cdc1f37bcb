import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '..');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(file);
    return /\.(tsx?|css)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [file] : [];
  });
}

describe('icons', () => {
  // A device without an emoji font draws an empty box where an emoji stands: icons come from the
  // SVG sprite (ui/icons.tsx), so no screen may draw a character that only an emoji font has.
  it('no screen draws a character shown as an emoji by default', () => {
    const found = sourceFiles(SRC).flatMap((file) =>
      fs
        .readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          /\p{Emoji_Presentation}/u.test(line) ? [`${path.relative(SRC, file)}:${i + 1}`] : [],
        ),
    );
    expect(found).toEqual([]);
  });
});
