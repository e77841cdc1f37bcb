/**
 * The demo slot's browser files, served as separate resources so the page runs under a strict
 * Content-Security-Policy (no inline script or style). Kept as strings so the stand-in's build
 * (tsc only) ships them without a copy step. The script repeats the server's outcome rule to
 * verify each revealed round: keep it in step with `state/demoGame.ts`.
 */
export const SLOT_SCRIPT = `(function () {
  'use strict';
  var SYMBOLS = ['CHERRY', 'LEMON', 'BELL', 'BAR', 'STAR', 'SEVEN'];
  var GLYPHS = { CHERRY: '\\u{1F352}', LEMON: '\\u{1F34B}', BELL: '\\u{1F514}', BAR: 'BAR', STAR: '\\u2B50', SEVEN: '7' };
  var ticket = new URLSearchParams(window.location.search).get('ticket') || '';
  var shownHash = '';

  function el(id) { return document.getElementById(id); }
  function money(n) { return Number(n).toFixed(2); }
  function show(text) { el('message').textContent = text; }

  function call(path, body) {
    // Served from the site's own origin through the gateway, which refuses unsafe calls without
    // the site's header (docs/SECURITY.md, "Sessions"); a real vendor's game calls its own host.
    var init = { method: body ? 'POST' : 'GET', credentials: 'same-origin', headers: { 'X-Site-Request': '1' } };
    if (body) { init.headers['Content-Type'] = 'application/json'; init.body = JSON.stringify(body); }
    return fetch(path, init).then(function (r) { return r.json(); });
  }

  function render(state) {
    el('game').textContent = state.gameName;
    el('mode').textContent = state.mode === 'fun' ? 'Free trial: play money, your wallet is not touched' : 'Real money';
    el('balance').textContent = money(state.balance);
    el('hash').textContent = state.serverSeedHash;
    el('client-seed').value = state.clientSeed;
    shownHash = state.serverSeedHash;
  }

  function hex(buffer) {
    return Array.prototype.map.call(new Uint8Array(buffer), function (b) { return ('0' + b.toString(16)).slice(-2); }).join('');
  }

  /** Checks a revealed round: the seed matches the hash shown before, and the reels follow. */
  function verify(round, hashBefore) {
    var subtle = window.crypto && window.crypto.subtle;
    if (!subtle) return Promise.resolve(null);
    var enc = new TextEncoder();
    return subtle.digest('SHA-256', enc.encode(round.serverSeed)).then(function (digest) {
      if (hex(digest) !== hashBefore) return false;
      return subtle.importKey('raw', enc.encode(round.serverSeed), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
        .then(function (key) { return subtle.sign('HMAC', key, enc.encode(round.clientSeed + ':' + round.nonce)); })
        .then(function (mac) {
          var bytes = new Uint8Array(mac);
          var reels = [];
          for (var i = 4; i < bytes.length && reels.length < 3; i += 1) {
            if (bytes[i] < 252) reels.push(SYMBOLS[bytes[i] % SYMBOLS.length]);
          }
          return reels.join() === round.reels.join();
        });
    });
  }

  function addHistory(result, hashBefore) {
    var li = document.createElement('li');
    li.textContent = '#' + result.round.nonce + ' ' + result.round.reels.join(' ') + ' win ' + money(result.win) +
      ' | seed ' + result.round.serverSeed + ' | client seed ' + result.round.clientSeed + ' | ';
    var check = document.createElement('strong');
    check.textContent = 'checking';
    li.appendChild(check);
    el('history').insertBefore(li, el('history').firstChild);
    verify(result.round, hashBefore).then(function (ok) {
      check.textContent = ok === null ? 'verify in a secure context' : ok ? 'verified' : 'MISMATCH';
    });
  }

  function spin() {
    var button = el('spin');
    button.disabled = true;
    var hashBefore = shownHash;
    call('/wps/standin/demo/api/spin', {
      ticket: ticket,
      stake: Number(el('stake').value),
      clientSeed: el('client-seed').value.trim() || undefined,
    }).then(function (res) {
      button.disabled = false;
      if (!res.success) { show(res.message); return; }
      var v = res.value;
      v.round.reels = v.reels;
      var reels = el('reels').children;
      v.reels.forEach(function (s, i) { reels[i].textContent = GLYPHS[s] || s; });
      show(v.jackpotWin > 0 ? 'JACKPOT ' + money(v.jackpotWin) + '!' : v.win > 0 ? 'You win ' + money(v.win) : 'No win this time');
      render(v.state);
      addHistory(v, hashBefore);
    }, function () { button.disabled = false; show('network_error'); });
  }

  call('/wps/standin/demo/api/state?ticket=' + encodeURIComponent(ticket)).then(function (res) {
    if (!res.success) { show(res.message); el('spin').disabled = true; return; }
    var select = el('stake');
    res.value.stakes.forEach(function (s) {
      var option = document.createElement('option');
      option.value = String(s);
      option.textContent = money(s);
      select.appendChild(option);
    });
    render(res.value);
    el('spin').disabled = false;
  }, function () { show('network_error'); });
  el('spin').addEventListener('click', spin);
})();
`;

export const SLOT_STYLES = `
body { margin: 0; font-family: system-ui, sans-serif; background: #14213d; color: #fff; }
main { max-width: 560px; margin: 0 auto; padding: 16px; }
h1 { font-size: 1.4rem; margin: 0 0 4px; }
#mode { opacity: 0.8; margin: 0 0 12px; }
#reels { display: flex; gap: 12px; justify-content: center; margin: 16px 0; }
#reels span { width: 96px; height: 96px; display: flex; align-items: center; justify-content: center;
  font-size: 2.4rem; font-weight: 700; background: #fff; color: #14213d; border-radius: 12px; }
.row { display: flex; gap: 8px; align-items: center; margin: 8px 0; flex-wrap: wrap; }
button { font-size: 1.1rem; padding: 10px 28px; border: 0; border-radius: 8px; background: #fca311; color: #14213d; cursor: pointer; }
button:disabled { opacity: 0.5; cursor: default; }
#message { min-height: 1.4em; font-weight: 600; }
code, #history { font-size: 0.75rem; word-break: break-all; }
#history { padding-left: 18px; }
`;
