import QRCode from 'qrcode';
import type { DepositRecord } from '../state/deposit.js';
import { BANGKOK_OFFSET_MS } from '../state/siteTime.js';

/** Modules of empty border that scanners need around a QR code. */
const QUIET_ZONE = 4;

const ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** Two decimals with thousands separators, as a provider shows the amount to pay. */
export function formatMoney(minor: number): string {
  return (minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  });
}

/** The site's time (GMT+7), `YYYY/MM/DD HH:mm`. */
function siteTime(at: number): string {
  const d = new Date(at + BANGKOK_OFFSET_MS);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${d.getUTCFullYear()}/${two(d.getUTCMonth() + 1)}/${two(d.getUTCDate())} ${two(d.getUTCHours())}:${two(d.getUTCMinutes())}`;
}

/** A QR code as inline SVG from the code's own matrix (dark on white, whatever the theme). */
export function qrSvg(value: string, label: string): string {
  const { modules } = QRCode.create(value, { errorCorrectionLevel: 'M' });
  const parts: string[] = [];
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (modules.get(row, col)) parts.push(`M${col + QUIET_ZONE} ${row + QUIET_ZONE}h1v1h-1z`);
    }
  }
  const side = modules.size + QUIET_ZONE * 2;
  return (
    `<svg role="img" aria-label="${escapeHtml(label)}" width="220" height="220" ` +
    `viewBox="0 0 ${side} ${side}" shape-rendering="crispEdges">` +
    `<rect width="${side}" height="${side}" fill="#fff"/><path d="${parts.join('')}" fill="#000"/></svg>`
  );
}

/** What a refused action on the page says (the refusal's key comes back in the address). */
const REFUSALS: Readonly<Record<string, string>> = {
  deposit_expired: 'This order has expired. Nothing was paid; start a new deposit on the site.',
  deposit_already_settled: 'This order is already settled. Nothing more was paid.',
};

const STATE_TEXT: Readonly<Record<DepositRecord['state'], string>> = {
  PENDING: 'Waiting for your payment',
  ARRIVED: 'Paid. The amount has been sent to the merchant; you may close this window.',
  FAILED: 'This payment failed. Nothing was taken.',
  CANCELLED: 'The merchant cancelled this order.',
  EXPIRED: 'This order has expired. Nothing was paid.',
};

const STYLE = `
body{margin:0;font:16px/1.5 system-ui,sans-serif;background:#f3f5f8;color:#1b1f24}
main{max-width:32rem;margin:0 auto;padding:1.5rem 1rem}
h1{font-size:1.4rem;margin:0 0 1rem}
.card{background:#fff;border:1px solid #cfd6df;border-radius:10px;padding:1rem 1.25rem;margin-bottom:1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.35rem 1rem;margin:0}
dt{color:#4a5562}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.state{font-weight:600}.notice{border-color:#b3261e;color:#8c1d18}
form{display:inline}
button{font:inherit;min-height:44px;padding:.5rem 1.1rem;border-radius:6px;border:1px solid #0b57d0;cursor:pointer}
.pay{background:#0b57d0;color:#fff}.fail{background:#fff;color:#0b57d0;margin-inline-start:.5rem}
button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
.qr{text-align:center}
`;

/** What the page knows about where it is and what the payer just did. */
export interface CashierView {
  /** This page's own address, which the QR code of a `QR` order carries. */
  pageUrl: string;
  /** The key of a refused action, from the address after a post. */
  refused?: string | undefined;
}

/**
 * The stand-in payment provider's page for one order, plain server-rendered HTML: the amount,
 * the order and its reference, what the payer pays to (an account, or a QR code), until when,
 * and the payer's two choices. No script: the buttons are forms.
 */
export function cashierPage(d: DepositRecord, view: CashierView): string {
  const amount = formatMoney(d.amountMinor);
  const refused = view.refused ? REFUSALS[view.refused] : undefined;
  const facts: [string, string][] = [
    ['Merchant', 'Playhouse'],
    ['Order', d.id],
    ['Amount', `THB ${amount}`],
    ['Reference', d.reference],
  ];
  if (d.payee) {
    facts.push(
      ['Bank', d.payee.bankName],
      ['Account name', d.payee.accountName],
      ['Account number', d.payee.accountNumber],
    );
  }
  if (d.state === 'PENDING') facts.push(['Pay before (GMT+7)', siteTime(d.expiresAt)]);
  const rows = facts.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const action = (path: string) => `/cashier/${encodeURIComponent(d.cashierToken)}/${path}`;
  const pending = d.state === 'PENDING';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1">
<title>FastPay: order ${escapeHtml(d.id)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>FastPay: pay ${escapeHtml(d.channelName)}</h1>
${refused ? `<p class="card notice" role="alert">${escapeHtml(refused)}</p>` : ''}
<p class="card state" role="status" data-state="${d.state}">${escapeHtml(STATE_TEXT[d.state])}</p>
<section class="card" aria-label="Order"><dl>${rows}</dl></section>
${
  pending && d.payment === 'QR'
    ? `<section class="card qr">${qrSvg(view.pageUrl, `QR code to pay THB ${amount}`)}<p>Scan with your banking app, or pay below.</p></section>`
    : ''
}
${
  pending
    ? `<section class="card">
<form method="post" action="${escapeHtml(action('pay'))}"><button class="pay" type="submit">Pay THB ${escapeHtml(amount)}</button></form>
<form method="post" action="${escapeHtml(action('fail'))}"><button class="fail" type="submit">Fail this payment</button></form>
</section>`
    : ''
}
</main>
</body>
</html>`;
}
