import DOMPurify from 'dompurify';
import { describe, expect, it } from 'vitest';
import { loadSanitiser, sanitise } from './sanitiser';
import { withUrlRule } from './urlRule';

/** Attributes a browser follows or loads as a URL. */
const URL_ATTRS = [
  'href',
  'src',
  'action',
  'formaction',
  'xlink:href',
  'poster',
  'cite',
  'background',
];

/** The scheme a browser would use for this value: control characters and whitespace ignored. */
function schemeOf(value: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- browsers drop these before reading a scheme
  const bare = value.replace(/[\u0000-\u0020\u007f]/g, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(bare)?.[1]?.toLowerCase();
}

/** Every URL attribute of the cleaned markup, as the browser would read it. */
function urlsIn(html: string): string[] {
  const template = document.createElement('template');
  template.innerHTML = html;
  const urls: string[] = [];
  for (const el of template.content.querySelectorAll('*'))
    for (const attr of el.attributes)
      if (URL_ATTRS.includes(attr.name.toLowerCase()) || attr.name.toLowerCase() === 'srcset')
        urls.push(attr.value);
  return urls;
}

const SCHEMES = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  ' javascript:alert(1)',
  '\njavascript:alert(1)',
  'java\tscript:alert(1)',
  'java&#9;script:alert(1)',
  'java&#x09;script:alert(1)',
  'java&NewLine;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  'javascript&colon;alert(1)',
  '&#0000106avascript:alert(1)',
  '\u0001javascript:alert(1)',
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'DATA:text/html,<script>alert(1)</script>',
  'data:image/svg+xml,<svg onload=alert(1)>',
  'vbscript:msgbox(1)',
  'VBScript:msgbox(1)',
  'tel:+1555',
  'sms:+1555',
  'ftp://example.com/x',
  'file:///etc/passwd',
  'blob:https://x/1',
  'intent://x#Intent;end',
];

const CARRIERS = [
  (u: string) => `<a href="${u}">x</a>`,
  (u: string) => `<a href='${u}'>x</a>`,
  (u: string) => `<a href=${u.replace(/ /g, '')}>x</a>`,
  (u: string) => `<img src="${u}">`,
  (u: string) => `<form action="${u}"><button formaction="${u}">go</button></form>`,
  (u: string) => `<input type="image" src="${u}" formaction="${u}">`,
  (u: string) => `<svg><a xlink:href="${u}"><text>x</text></a></svg>`,
  (u: string) => `<video poster="${u}" src="${u}"></video>`,
  (u: string) => `<blockquote cite="${u}">q</blockquote>`,
  (u: string) => `<table background="${u}"><tr><td>x</td></tr></table>`,
  (u: string) => `<img srcset="${u} 1x, https://ok.example/a.png 2x">`,
];

describe('the rich-text sanitiser', () => {
  it('leaves no link or source that is not http(s), mailto or a site path, whatever the spelling', () => {
    for (const scheme of SCHEMES)
      for (const carry of CARRIERS) {
        const html = carry(scheme);
        const clean = sanitise(withUrlRule(DOMPurify), html);
        for (const url of urlsIn(clean)) {
          const found = schemeOf(url);
          if (found !== undefined)
            expect(['http', 'https', 'mailto'], `${html} -> ${clean}`).toContain(found);
        }
        expect(clean.toLowerCase(), html).not.toMatch(/javascript:|vbscript:|data:/);
      }
  });

  it('keeps http(s), mailto and site-path links, and the text of a refused one', () => {
    const html = [
      '<a href="https://example.com/promo?x=1">a</a>',
      '<a href="http://example.com/">b</a>',
      '<a href="mailto:help@example.com">c</a>',
      '<a href="/deposit">d</a>',
      '<a href="promotions?id=3">e</a>',
      '<a href="#terms">f</a>',
      '<img src="/assets/banner.png" alt="g">',
      '<a href="javascript:alert(1)">kept text</a>',
    ].join('');
    const clean = sanitise(withUrlRule(DOMPurify), html);
    expect(urlsIn(clean)).toEqual([
      'https://example.com/promo?x=1',
      'http://example.com/',
      'mailto:help@example.com',
      '/deposit',
      'promotions?id=3',
      '#terms',
      '/assets/banner.png',
    ]);
    expect(clean).toContain('>kept text</a>');
  });

  it('is loaded for the page with the URL rule already on it', async () => {
    const purify = await loadSanitiser();
    const clean = sanitise(purify, '<a href="java\tscript:alert(1)">x</a><a href="/ok">y</a>');
    expect(urlsIn(clean)).toEqual(['/ok']);
  });
});
