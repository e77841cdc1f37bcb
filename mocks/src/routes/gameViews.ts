import { requestLanguage } from '../content/index.js';
import type { Request } from 'express';
import type { GameRecord, VendorRecord } from '../state/games.js';

/** Stand-in artwork paths; the gateway proxies `/wps`, so the browser loads them same-origin. */
export const ART_BASE = '/wps/standin/art';

export function gameArtUrl(nodeId: number): string {
  return `${ART_BASE}/games/${nodeId}.svg`;
}

export function vendorArtUrl(gameType: string, vassalage: string): string {
  return `${ART_BASE}/vendors/${gameType}/${vassalage}.svg`;
}

/** A vendor listed among games (the home hot list) gets a game's 4:3 picture, not its logo. */
export function vendorItemArtUrl(gameType: string, vassalage: string): string {
  return `${ART_BASE}/vendor-games/${gameType}/${vassalage}.svg`;
}

/** The caller's language: the query's `language` (as the platform's clients send it), else the header. */
export function languageOf(req: Request): string {
  return requestLanguage(req);
}

export function gameName(game: GameRecord, language: string): string {
  return language === 'CN' ? game.names.CN : game.names.EN;
}

/** A game item with the fields of spec §3, flags as the platform's 0/1. */
export function gameItem(game: GameRecord, language: string) {
  const name = gameName(game, language);
  const icon = gameArtUrl(game.nodeId);
  return {
    nodeId: game.nodeId,
    nodeName: name,
    gameName: name,
    displayName: name,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: icon,
    vassalage: game.vassalage,
    gameType: game.gameType,
    gameCode: game.gameCode,
    gameId: game.gameId,
    isGame: 'GAME',
    isHot: game.isHot ? 1 : 0,
    isNew: game.isNew ? 1 : 0,
    supportPlay: game.trialOffered ? 0 : 1,
    freeplay: game.freeplay ? 1 : 0,
    gameClassify: game.subType ?? '',
    sort: game.sort,
  };
}

/** A vendor card: `isGame: VASSALAGE` tells the site to open the vendor's game list. */
export function vendorCard(vendor: VendorRecord, gameCount: number) {
  return {
    vassalage: vendor.vassalage,
    nodeName: vendor.name,
    displayName: vendor.name,
    gameType: vendor.gameType,
    iconUrl: vendorArtUrl(vendor.gameType, vendor.vassalage),
    isGame: 'VASSALAGE',
    gameCount,
    sort: vendor.sort,
  };
}

/**
 * A vendor listed among games (the home hot list), with every field of a game item so the same
 * card shows it; `isGame: VASSALAGE` makes the site open the vendor's games in a popup (spec §4).
 */
export function vendorGameItem(vendor: VendorRecord, nodeId: number) {
  const icon = vendorItemArtUrl(vendor.gameType, vendor.vassalage);
  return {
    nodeId,
    nodeName: vendor.name,
    gameName: vendor.name,
    displayName: vendor.name,
    iconUrl: icon,
    showIcon: icon,
    lagerIcon: icon,
    vassalage: vendor.vassalage,
    gameType: vendor.gameType,
    gameCode: '',
    gameId: '',
    isGame: 'VASSALAGE',
    isHot: 1,
    isNew: 0,
    supportPlay: 1,
    freeplay: 0,
    gameClassify: '',
    sort: 0,
  };
}
