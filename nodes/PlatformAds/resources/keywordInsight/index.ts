import { envelopeProperty } from '../../../shared/ads/envelope';
import { describeResource } from '../../../shared/descriptions/resource';
import { searchOperation } from './search.operation';

export const keywordInsightResource = describeResource(
	'keywordInsight',
	'search',
	[searchOperation],
	{ after: [envelopeProperty({ resource: ['keywordInsight'], operation: ['search'] })] },
);
