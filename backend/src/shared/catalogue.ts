/**
 * The trades and GTA cities as the server checks them: the one list in @marketplace/shared
 * (shared/src/trades.ts). backend/test/catalogue.test.ts keeps the web app's catalogue content
 * (frontend/src/content/categories.json and cities.json) in step with it.
 */
import { SERVICE_AREAS, TRADES } from '@marketplace/shared';

export { SERVICE_AREAS, TRADES };

export const TRADE_IDS = TRADES.map((trade) => trade.id);
export const SERVICE_AREA_SLUGS = SERVICE_AREAS.map((area) => area.slug);
