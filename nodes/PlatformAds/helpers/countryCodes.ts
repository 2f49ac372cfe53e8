import { rules } from '../../shared/validation';

/** A comma-separated list of two-letter country codes (US, GB, ...). */
export const countryCodesRule = rules.matches(/^\s*[A-Za-z]{2}(\s*,\s*[A-Za-z]{2})*\s*$/, 'comma-separated two-letter country codes such as US,GB');
