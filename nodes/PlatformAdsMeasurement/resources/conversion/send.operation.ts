import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { adsRequest } from '../../../shared/ads/adsRequest';
import { runBatches } from '../../../shared/ads/runBatches';
import { checkRequired, checkValue, rules } from '../../../shared/validation';
import { conversionReader, type ConversionEntry } from './conversionEntry';
import { conversionPacer } from './conversionPacing';
import { PARAMETERS } from './send.fields';
import type { CodeOperationContext } from '../../../shared/descriptions/codeOperation';

/** Conversions per request. */
export const MAX_CONVERSIONS = 500;

/**
 * POST /12/measurement/conversions/:pixel_id: every item is checked first, then the conversions go
 * in input order, 500 a request. The platform takes a request whole or refuses it whole, so a
 * refused request fails exactly its own items. Sending again is safe when every conversion has a
 * conversion ID: the platform counts each (event, conversion ID) once.
 */
export async function sendConversions(this: CodeOperationContext): Promise<INodeExecutionData[][]> {
	const node = this.getNode();
	const pixel = String(this.getNodeParameter(PARAMETERS.pixel, 0, '') ?? '').trim();
	checkRequired(node, 0, 'Pixel ID', pixel);
	checkValue(node, 0, 'Pixel ID', pixel, [rules.adsId]);
	const options = this.getNodeParameter(PARAMETERS.options, 0, {}) as IDataObject;
	const pace = options.pace === false ? async () => {} : conversionPacer();
	const readConversion = conversionReader(this);
	let requestNumber = 0;
	return await runBatches<ConversionEntry>(this, {
		size: MAX_CONVERSIONS,
		sameForEveryItem: [{ parameter: PARAMETERS.pixel, field: 'Pixel ID' }],
		refusalAdvice:
			'The platform refused the whole request, so none of its conversions was counted. Correct this item and run the node again.',
		read: (itemIndex) => readConversion(itemIndex),
		send: async (entries) => {
			await pace(entries.length);
			const number = ++requestNumber;
			const body = await adsRequest.call(this, {
				method: 'POST',
				path: `/12/measurement/conversions/${encodeURIComponent(pixel)}`,
				body: { conversions: entries.map(({ conversion }) => conversion) },
				// Sent again only when the platform can tell a repeat: every conversion has its ID.
				idempotent: entries.every(({ conversion }) => conversion.conversion_id !== undefined),
			});
			const data = (body.data ?? {}) as IDataObject;
			return entries.map(({ output }) => ({
				...output,
				pixel_id: pixel,
				conversions_processed: data.conversions_processed,
				debug_id: data.debug_id,
				request: number,
			}));
		},
		refusal: () => undefined,
	});
}
