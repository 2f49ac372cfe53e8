import type {
	IDataObject,
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { wantsFullResponse } from '../../../shared/descriptions/output';
import { UnexpectedAnswerError } from '../../../shared/transport/unexpectedAnswer';
import { listOf } from '../../../shared/validation';
import { addDays, timeToMs, wallClock } from '../../../shared/times';

/**
 * postReceive of Search: the answer as rows a spreadsheet takes, one item per day (or hour) of
 * the window with the keywords searched, the date and the post volume. The platform answers one
 * volume per bucket for all keywords together (they are OR-ed), oldest first, each bucket
 * starting at Start Time; related keywords and the raw answer come with Return Full Response.
 */
export async function keywordVolumeRows(
	this: IExecuteSingleFunctions,
	_items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	const body = response.body as IDataObject;
	if (wantsFullResponse(this)) return [{ json: body }];
	const volumes = (body.data as IDataObject | undefined)?.post_volume;
	// Rows from another shape would be made up (or silently none): say the answer is unreadable.
	if (!Array.isArray(volumes) || !volumes.every((volume) => typeof volume === 'number'))
		throw new UnexpectedAnswerError('a `data` object with a `post_volume` list of numbers', {
			status: response.statusCode,
			body,
		});
	const zone = this.getTimezone();
	// Checked before sending, so it is a time here.
	const start = timeToMs(String(this.getNodeParameter('start_time', '')), zone) as number;
	const keywords = listOf(this.getNodeParameter('keywords', '')).join(', ');
	const hourly = this.getNodeParameter('granularity', 'DAY') === 'HOUR';
	// Days counted on the calendar from Start Time's date: a 24-hour bucket that crosses a change
	// of summer time still names the day it covers.
	const firstDate = wallClock(start, zone).date;
	return volumes.map((postVolume, bucket) => {
		if (!hourly) return { json: { keywords, date: addDays(firstDate, bucket), postVolume } };
		const { date, time } = wallClock(start + bucket * 3_600_000, zone);
		return { json: { keywords, date, hour: time, postVolume } };
	});
}
