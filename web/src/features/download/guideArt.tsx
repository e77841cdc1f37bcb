/**
 * Install-guide pictures drawn here as SVG (nothing downloaded): a phone with the one control
 * each step uses highlighted. Colours follow the theme through CSS variables; the highlight uses
 * the accent. Each picture is described by its step's text (`aria-hidden` on the drawing).
 */
export type GuideStep =
  | 'ios-safari'
  | 'ios-share'
  | 'ios-add-home'
  | 'ios-confirm'
  | 'ios-home'
  | 'android-menu'
  | 'android-install'
  | 'android-home';

function Phone({ children }: { children: React.ReactNode }) {
  return (
    <svg
      className="guide-art"
      viewBox="0 0 160 280"
      width="160"
      height="280"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="4" y="4" width="152" height="272" rx="22" className="guide-art__case" />
      <rect x="14" y="24" width="132" height="232" rx="6" className="guide-art__screen" />
      <rect x="60" y="11" width="40" height="6" rx="3" className="guide-art__line" />
      {children}
    </svg>
  );
}

function PageLines() {
  return (
    <>
      <rect x="24" y="60" width="112" height="40" rx="4" className="guide-art__block" />
      <rect x="24" y="108" width="80" height="6" rx="3" className="guide-art__line" />
      <rect x="24" y="120" width="100" height="6" rx="3" className="guide-art__line" />
      <rect x="24" y="132" width="64" height="6" rx="3" className="guide-art__line" />
    </>
  );
}

function AppIcon({ x, y, mark }: { x: number; y: number; mark?: boolean }) {
  return (
    <g>
      <rect
        x={x}
        y={y}
        width="26"
        height="26"
        rx="6"
        className={mark ? 'guide-art__accent' : 'guide-art__block'}
      />
      {mark && (
        <text x={x + 13} y={y + 18} textAnchor="middle" className="guide-art__mark">
          P
        </text>
      )}
    </g>
  );
}

const ART: Record<GuideStep, () => React.ReactElement> = {
  'ios-safari': () => (
    <Phone>
      <rect x="20" y="28" width="120" height="22" rx="10" className="guide-art__ring" />
      <rect x="34" y="36" width="92" height="6" rx="3" className="guide-art__accent" />
      <PageLines />
      <rect x="14" y="228" width="132" height="28" className="guide-art__bar" />
    </Phone>
  ),
  'ios-share': () => (
    <Phone>
      <rect x="22" y="30" width="116" height="16" rx="8" className="guide-art__block" />
      <PageLines />
      <rect x="14" y="228" width="132" height="28" className="guide-art__bar" />
      <circle cx="80" cy="242" r="12" className="guide-art__ring" />
      <path d="M80 234 v12 M75 239 l5-5 l5 5 M73 242 v7 h14 v-7" className="guide-art__stroke" />
    </Phone>
  ),
  'ios-add-home': () => (
    <Phone>
      <PageLines />
      <rect x="14" y="150" width="132" height="106" rx="10" className="guide-art__sheet" />
      <rect x="24" y="164" width="112" height="16" rx="4" className="guide-art__block" />
      <rect x="24" y="188" width="112" height="22" rx="4" className="guide-art__ring" />
      <rect x="30" y="193" width="12" height="12" rx="2" className="guide-art__stroke" />
      <path d="M36 196 v6 M33 199 h6" className="guide-art__stroke" />
      <rect x="50" y="196" width="70" height="6" rx="3" className="guide-art__accent" />
      <rect x="24" y="218" width="112" height="16" rx="4" className="guide-art__block" />
    </Phone>
  ),
  'ios-confirm': () => (
    <Phone>
      <rect x="14" y="24" width="132" height="26" className="guide-art__bar" />
      <rect x="22" y="33" width="28" height="8" rx="3" className="guide-art__line" />
      <rect x="110" y="29" width="30" height="16" rx="5" className="guide-art__ring" />
      <rect x="116" y="34" width="18" height="6" rx="3" className="guide-art__accent" />
      <AppIcon x={28} y={64} mark />
      <rect x="62" y="70" width="70" height="6" rx="3" className="guide-art__line" />
      <rect x="62" y="82" width="50" height="6" rx="3" className="guide-art__line" />
    </Phone>
  ),
  'ios-home': () => (
    <Phone>
      {[0, 1, 2, 3].map((col) => (
        <AppIcon key={`a${col}`} x={24 + col * 30} y={40} />
      ))}
      {[0, 1, 2].map((col) => (
        <AppIcon key={`b${col}`} x={24 + col * 30} y={76} />
      ))}
      <circle cx="127" cy="89" r="18" className="guide-art__ring" />
      <AppIcon x={114} y={76} mark />
    </Phone>
  ),
  'android-menu': () => (
    <Phone>
      <rect x="22" y="30" width="96" height="16" rx="8" className="guide-art__block" />
      <circle cx="134" cy="38" r="10" className="guide-art__ring" />
      <circle cx="134" cy="32" r="1.8" className="guide-art__accent" />
      <circle cx="134" cy="38" r="1.8" className="guide-art__accent" />
      <circle cx="134" cy="44" r="1.8" className="guide-art__accent" />
      <PageLines />
    </Phone>
  ),
  'android-install': () => (
    <Phone>
      <PageLines />
      <rect x="62" y="30" width="80" height="110" rx="6" className="guide-art__sheet" />
      <rect x="70" y="40" width="60" height="6" rx="3" className="guide-art__line" />
      <rect x="70" y="56" width="60" height="6" rx="3" className="guide-art__line" />
      <rect x="66" y="68" width="72" height="20" rx="4" className="guide-art__ring" />
      <rect x="72" y="75" width="54" height="6" rx="3" className="guide-art__accent" />
      <rect x="70" y="100" width="50" height="6" rx="3" className="guide-art__line" />
      <rect x="70" y="116" width="56" height="6" rx="3" className="guide-art__line" />
    </Phone>
  ),
  'android-home': () => (
    <Phone>
      <rect x="30" y="120" width="100" height="70" rx="8" className="guide-art__sheet" />
      <AppIcon x={40} y={132} mark />
      <rect x="74" y="140" width="48" height="6" rx="3" className="guide-art__line" />
      <rect x="84" y="166" width="38" height="16" rx="5" className="guide-art__ring" />
      <rect x="90" y="171" width="26" height="6" rx="3" className="guide-art__accent" />
    </Phone>
  ),
};

export function GuideArt({ step }: { step: GuideStep }) {
  const Art = ART[step];
  return <Art />;
}
