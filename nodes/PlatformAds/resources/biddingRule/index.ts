import { describeResource } from '../../../shared/descriptions/resource';
import { getManyOperation } from './getMany.operation';

/** The bid bounds of each currency (no account: the same for every advertiser). */
export const biddingRuleResource = describeResource('biddingRule', 'getAll', [getManyOperation]);
