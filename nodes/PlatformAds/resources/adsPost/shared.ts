import { ACCOUNT_PARAMETER } from '../../descriptions/accountLocator';

export const RESOURCE = 'adsPost';
export const show = (...operation: string[]) => ({ resource: [RESOURCE], operation });
export const account = { parameter: ACCOUNT_PARAMETER, field: 'Account' };
/** Document 3, "Limits": the name of a post. */
export const NAME_MAX = 80;
