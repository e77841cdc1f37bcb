/**
 * An SVG flame graph (Brendan Gregg's layout: callers below, callees stacked above, width is
 * time) from folded stacks (`a;b;c microseconds` per line, as `foldedStacks` writes them). Frames
 * narrower than `minShare` of the whole are left out so the file stays small; each frame's
 * tooltip gives its name, time and share.
 */
interface Frame {
  name: string;
  us: number;
  children: Map<string, Frame>;
}

const WIDTH = 1200;
const ROW = 16;

function tree(folded: string): Frame {
  const root: Frame = { name: 'all', us: 0, children: new Map() };
  for (const line of folded.split('\n')) {
    const at = line.lastIndexOf(' ');
    if (at <= 0) continue;
    const us = Number(line.slice(at + 1));
    if (!Number.isFinite(us)) continue;
    root.us += us;
    let node = root;
    for (const name of line.slice(0, at).split(';')) {
      let child = node.children.get(name);
      if (!child) {
        child = { name, us: 0, children: new Map() };
        node.children.set(name, child);
      }
      child.us += us;
      node = child;
    }
  }
  return root;
}

/** How many rows the frames that are drawn take (a thin deep stack takes none). */
function depthOf(frame: Frame, smallest: number): number {
  let deepest = 0;
  for (const child of frame.children.values())
    if (child.us >= smallest) deepest = Math.max(deepest, depthOf(child, smallest));
  return deepest + 1;
}

const escape = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A warm colour per area, stable for a name, as flame graphs colour by function. */
function colour(name: string): string {
  let hash = 0;
  for (const c of name) hash = (hash * 31 + c.charCodeAt(0)) | 0;
  const spread = Math.abs(hash);
  if (name.includes('gateway:')) return `hsl(${200 + (spread % 30)}, 60%, 65%)`;
  return `hsl(${10 + (spread % 40)}, 85%, ${55 + (spread % 15)}%)`;
}

export function flameGraphSvg(folded: string, title: string, minShare = 0.001): string {
  const root = tree(folded);
  const rows = depthOf(root, root.us * minShare);
  const height = (rows + 2) * ROW;
  const out: string[] = [];
  const draw = (frame: Frame, x: number, depth: number) => {
    const width = (frame.us / root.us) * WIDTH;
    if (frame.us / root.us < minShare) return;
    const y = height - (depth + 1) * ROW;
    const share = ((100 * frame.us) / root.us).toFixed(1);
    const label = `${frame.name} (${(frame.us / 1000).toFixed(1)} ms, ${share} %)`;
    const fits = Math.floor(width / 6.5);
    const text =
      fits < 3 ? '' : frame.name.length <= fits ? frame.name : `${frame.name.slice(0, fits - 1)}…`;
    out.push(
      `<g><title>${escape(label)}</title><rect x="${x.toFixed(2)}" y="${y}" width="${width.toFixed(2)}" height="${ROW - 1}" fill="${colour(frame.name)}"/>` +
        (text ? `<text x="${(x + 3).toFixed(2)}" y="${y + ROW - 4}">${escape(text)}</text>` : '') +
        '</g>',
    );
    let childX = x;
    for (const child of [...frame.children.values()].sort((a, b) => a.name.localeCompare(b.name))) {
      draw(child, childX, depth + 1);
      childX += (child.us / root.us) * WIDTH;
    }
  };
  draw(root, 0, 0);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" font-family="monospace" font-size="11">`,
    `<rect width="100%" height="100%" fill="#fff"/>`,
    `<text x="4" y="13" font-size="12">${escape(title)}</text>`,
    ...out,
    '</svg>',
    '',
  ].join('\n');
}
