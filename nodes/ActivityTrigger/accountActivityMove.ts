import { NodeOperationError, type INode } from 'n8n-workflow';

import {
	ACCOUNT_ACTIVITY_END_DATE,
	ACCOUNT_ACTIVITY_END_MS,
	ACCOUNT_ACTIVITY_GAPS,
	ACCOUNT_ACTIVITY_REPLACEMENTS,
} from '../shared/accountActivityEnd';

export {
	ACCOUNT_ACTIVITY_END_DATE,
	ACCOUNT_ACTIVITY_GAPS,
	ACCOUNT_ACTIVITY_REPLACEMENT_EVENTS,
	ACCOUNT_ACTIVITY_REPLACEMENTS,
} from '../shared/accountActivityEnd';

/**
 * The end of the Account Activity source and the move to activity events. The platform ends its
 * Account Activity interface on 2027-01-01; the activity interface has an event type for each
 * kind Account Activity delivered, each subscribed on its own, for the same user.
 */

/**
 * The trigger's clock: tests replace `now` to stand on either side of the end date (jest), and
 * the end-to-end suite fakes what it answers; nothing else here reads the real date.
 */
export const triggerClock = { now: (): number => Date.now() };

export const accountActivityEnded = (now = triggerClock.now()): boolean =>
	now >= ACCOUNT_ACTIVITY_END_MS;

/** The preset's value of "Subscribe To". */
export const ACCOUNT_ACTIVITY_PRESET = 'accountActivityReplacement';

const REPLACEMENT_TEXT = ACCOUNT_ACTIVITY_REPLACEMENTS.map(
	({ kind, events }) => `${kind}: ${events.join(', ')}`,
).join('; ');

/** The Account Activity source's notice in the panel. */
export const ACCOUNT_ACTIVITY_NOTICE = `The platform ends Account Activity on ${ACCOUNT_ACTIVITY_END_DATE}: this source works until then and cannot be activated after. Move to Event Source "Activity Events" with Subscribe To "Everything Account Activity Delivered", which subscribes the signed-in user to the events that replace each kind (${REPLACEMENT_TEXT}). Not replaced: ${ACCOUNT_ACTIVITY_GAPS}. docs/activity-trigger.md maps each field of the items.`;

/** Activation of the Account Activity source after its end. */
export function accountActivityEndedError(node: INode): NodeOperationError {
	return new NodeOperationError(
		node,
		`Account Activity ended on ${ACCOUNT_ACTIVITY_END_DATE}: set Event Source to "Activity Events" and Subscribe To "Everything Account Activity Delivered"`,
		{
			description: `The platform no longer delivers account activity. The activity events that replace its kinds are ${REPLACEMENT_TEXT}; the preset subscribes the signed-in user to all of them in one activation. Not replaced: ${ACCOUNT_ACTIVITY_GAPS}. Nothing was sent.`,
		},
	);
}
