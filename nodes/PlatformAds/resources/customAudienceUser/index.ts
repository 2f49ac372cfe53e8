import { describeResource } from '../../../shared/descriptions/resource';
import { addOperation } from './add.operation';
import { removeOperation } from './remove.operation';
import { syncOperation } from './sync.operation';
import { customAudienceUserFields } from './upload';

/** All written as code: many items make one batch request. */
export const customAudienceUserResource = describeResource(
	'customAudienceUser',
	'add',
	[addOperation, removeOperation, syncOperation],
	{ before: customAudienceUserFields },
);
