import { ANDROID_PACKAGE_PATH, IOS_LISTING_PATH } from '../../apps/paths.js';
import { SiteState } from '../siteState.js';
import { defaultContent, type SiteContent } from './content.js';

export interface WhitelabelNode {
  modId: string;
  enabled: boolean;
  childrenNodes: WhitelabelNode[];
}

export interface Resource {
  name: string;
  resourceType: string;
  labelNameEn: string;
  url: string;
}

export interface CustomerServiceEntry {
  csType: string;
  title: string;
  /** Kept in clear here; the status route encrypts it as the platform does. */
  url: string;
}

export interface SystemSettings {
  siteState: SiteState;
  /** ISO instant at which maintenance is planned to end, if announced. */
  maintenanceEndsAt: string | null;
  whitelabel: WhitelabelNode[];
  resources: Resource[];
  domains: string[];
  mainDomain: string;
  customerService: CustomerServiceEntry[];
  imageCDNs: string[];
  launchGameCDNs: string[];
  /** Site content and rules: currency, languages, registration rules, documents, help. */
  content: SiteContent;
}

const MODULES_ON = [
  'COMM3',
  'REG3',
  'PASS3',
  'CAPTCHA3',
  'VERIFICATION3',
  'GAMELO3',
  'GAMELOHOT3',
  'GAMELOFAV3',
  'GAMELOREC3',
  'FUNDTRANS3',
  'AFFMAN3',
  'PROFPIC3',
  'FEEDBACK3',
  'REWCEN3',
  'INBOX3',
  'PTSYS3',
  'MEMTRANS3',
  'FREEPLAY3',
  'USERNAMEREG3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'MANPLAYREB3',
  'AGENTPOLICY3',
  // Agent contracts: dividend, daily salary, hourly salary, real-time salary.
  'SIGNCONDIV3',
  'DAILYSALCONT3',
  'HOURSAL3',
  'RTSALARY3',
  'PWDEXPFORCECHANGE3',
  'LOGINIPVERF3',
  'CBS3',
  'AGEANNOUNCE3',
  'PWRESETSMS3',
];

function moduleTree(): WhitelabelNode[] {
  return [
    {
      modId: 'ROOT3',
      enabled: true,
      childrenNodes: MODULES_ON.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
    },
  ];
}

/** The default scenario: a normal site with every module this product uses switched on. */
export function defaultSettings(): SystemSettings {
  return {
    siteState: SiteState.Normal,
    maintenanceEndsAt: null,
    content: defaultContent(),
    whitelabel: moduleTree(),
    // The brand's apps, as the platform lists them: the iOS store listing and the Android package
    // (both served by the stand-in, routes/appDownloads.ts, so no download link answers 404), and
    // the lite app, which is this site installed as a PWA.
    resources: [
      { name: 'ios', resourceType: 'APP', labelNameEn: 'iOS app', url: IOS_LISTING_PATH },
      {
        name: 'android',
        resourceType: 'APP',
        labelNameEn: 'Android app',
        url: ANDROID_PACKAGE_PATH,
      },
      { name: 'lite', resourceType: 'APP', labelNameEn: 'Lite app', url: '/down#install' },
      {
        name: 'telegram',
        resourceType: 'SOCIAL',
        labelNameEn: 'Telegram',
        url: 'https://t.me/playhouse',
      },
      {
        name: 'line',
        resourceType: 'SOCIAL',
        labelNameEn: 'LINE',
        url: 'https://line.me/R/ti/p/@playhouse',
      },
    ],
    domains: ['mirror-a.playhouse.test', 'mirror-b.playhouse.test', 'mirror-c.playhouse.test'],
    mainDomain: 'playhouse.test',
    customerService: [
      { csType: 'LIVE', title: 'Live chat', url: 'https://support.playhouse.test/chat' },
      { csType: 'LINE', title: 'LINE @playhouse', url: 'https://line.me/R/ti/p/@playhouse' },
      { csType: 'LINE', title: 'LINE VIP desk', url: 'https://line.me/R/ti/p/@playhousevip' },
      { csType: 'TELEGRAM', title: 'Telegram support', url: 'https://t.me/playhouse_support' },
    ],
    imageCDNs: [],
    launchGameCDNs: [],
  };
}

/** Whether a whitelabel module is switched on (its node and every ancestor enabled). */
export function isModuleOn(tree: readonly WhitelabelNode[], modId: string): boolean {
  for (const node of tree) {
    if (!node.enabled) continue;
    if (node.modId === modId || isModuleOn(node.childrenNodes, modId)) return true;
  }
  return false;
}

/** Switches a whitelabel module: its node if the tree has one, else a new top-level child. */
export function setModule(tree: WhitelabelNode[], modId: string, enabled: boolean): void {
  const find = (nodes: WhitelabelNode[]): WhitelabelNode | undefined => {
    for (const node of nodes) {
      if (node.modId === modId) return node;
      const inner = find(node.childrenNodes);
      if (inner) return inner;
    }
    return undefined;
  };
  const node = find(tree);
  if (node) node.enabled = enabled;
  else (tree[0]?.childrenNodes ?? tree).push({ modId, enabled, childrenNodes: [] });
}
