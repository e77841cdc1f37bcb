import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ID, readFirstScreen, serializeFirstScreen } from './firstScreen';

/** A page whose first-screen block holds `data`. */
function page(data: unknown): Document {
  const doc = document.implementation.createHTMLDocument();
  const block = doc.createElement('script');
  block.id = FIRST_SCREEN_ID;
  block.type = 'application/json';
  block.textContent = JSON.stringify(data);
  doc.body.append(block);
  return doc;
}

const BASE = { language: 'EN', theme: 'dark', status: {}, hosts: {} };

describe('the reads the gateway made for the page', () => {
  it('are handed to the browser as the site’s own paths', () => {
    const reads = ['/wps/system/helpCenter?lang=EN', '/wps/relay/GCSGAME_newGameVendor'];
    const doc = page(JSON.parse(serializeFirstScreen({ ...BASE, reads } as never)));
    expect(readFirstScreen(doc)?.reads).toEqual(reads);
  });

  it('are refused whole when any is not a path of this site', () => {
    for (const reads of [['//elsewhere.test/x'], ['https://elsewhere.test/x'], [42], 'x']) {
      expect(readFirstScreen(page({ ...BASE, reads })), JSON.stringify(reads)).toBeNull();
    }
  });
});
