import { rules, type FieldCheck } from '../../../shared/validation';

/** The promotable user record Get reads, by its id (not the user's id). */
export const RECORD: FieldCheck = {
	parameter: 'promotableUserId',
	field: 'Promotable User',
	rules: [rules.adsId],
};
