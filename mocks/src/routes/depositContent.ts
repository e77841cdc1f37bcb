import { Router, type Response } from 'express';
import { localisedName, requestLanguage, type ContentKey } from '../content/index.js';

interface MethodView {
  bankType: string;
  name: string;
  channels: { bankCode: string; name: string }[];
}

interface PromotionView {
  promotionId: number;
  name: string;
}

/**
 * The cashier's names in the caller's language: payment methods by `bankType`, channels by
 * `bankCode`, deposit promotions by id. Applied to the deposit routes' answers as they leave,
 * so those routes' rules stay as they are; a name the content files do not know goes out as
 * written.
 */
export function depositContentRoutes(): Router {
  const router = Router();
  router.get('/wps/relay/MCSFE_getDepositMethods', (req, res, next) => {
    const language = requestLanguage(req);
    translateAnswer(res, (value) => {
      const list = (value as { list?: MethodView[] }).list;
      return list ? { ...value, list: localiseDepositMethods(list, language) } : value;
    });
    next();
  });
  router.get('/wps/relay/MCSFE_getDepositSettings', (req, res, next) => {
    const language = requestLanguage(req);
    translateAnswer(res, (value) => {
      const promotions = (value as { promotions?: PromotionView[] }).promotions;
      return promotions
        ? { ...value, promotions: localiseDepositPromotions(promotions, language) }
        : value;
    });
    next();
  });
  return router;
}

/** Rewrites the `value` of a successful envelope the next handler sends. */
function translateAnswer(res: Response, translate: (value: object) => object): void {
  const json = res.json.bind(res);
  res.json = (body: unknown) => {
    const envelope = body as { success?: unknown; value?: unknown };
    if (envelope?.success === true && typeof envelope.value === 'object' && envelope.value)
      return json({ ...envelope, value: translate(envelope.value) });
    return json(body);
  };
}

export function localiseDepositMethods<M extends MethodView>(methods: M[], language: string): M[] {
  return methods.map((method) => ({
    ...method,
    name: localisedName(key(`depositMethod.${method.bankType}`), method.name, language),
    channels: method.channels.map((channel) => ({
      ...channel,
      name: localisedName(key(`depositChannel.${channel.bankCode}`), channel.name, language),
    })),
  }));
}

export function localiseDepositPromotions<P extends PromotionView>(
  promotions: P[],
  language: string,
): P[] {
  return promotions.map((promotion) => ({
    ...promotion,
    name: localisedName(key(`depositPromotion.${promotion.promotionId}`), promotion.name, language),
  }));
}

/** A key built from data; `localisedName` treats one the files do not have as untranslated. */
const key = (name: string) => name as ContentKey;
