import { accountPath } from '../../../shared/ads/accountLocator';
import { idSegment } from '../../../shared/ads/adsLocators';

export const AUDIENCE_PARAMETER = 'tailoredAudienceId';
export const PERMISSION_PARAMETER = 'tailoredAudiencePermissionId';
export const audience = { parameter: AUDIENCE_PARAMETER, field: 'Tailored Audience' };
export const permission = { parameter: PERMISSION_PARAMETER, field: 'Permission' };

/** The permissions of a tailored audience live on version 5 of the interface. */
export const permissionsPath = (rest = ''): string =>
	accountPath(`/tailored_audiences/${idSegment(AUDIENCE_PARAMETER)}/permissions${rest}`, 5);
