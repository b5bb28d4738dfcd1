import { queryOptions } from '@tanstack/react-query';
import type { MapConfig } from '@shared/contracts/map';

/** GET /api/map/config: which style buttons have real tiles behind them. */
export const mapConfigQuery = queryOptions<MapConfig>({ queryKey: ['/api/map/config'] });
