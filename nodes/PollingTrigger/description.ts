import { updateDisplayOptions, type INodeProperties } from 'n8n-workflow';

import { ME } from '../shared/users/userLocator';
import { authenticationNotices, USER } from '../shared/authenticationKinds';
import { requestOptionsProperty } from '../shared/descriptions/requestOptions';
import { POLL_EVENTS } from './events';
import { collection } from '../shared/descriptions/properties';
import { eventSubject, ME_SUBJECT, USER_FIELD } from './pollRun';

/** The most records one poll reads unless the user says otherwise. */
export const DEFAULT_MAX_PER_POLL = 1000;

/** The trigger's parameters after Authentication (n8n adds Poll Times itself). */
export const pollProperties: INodeProperties[] = [
	{
		displayName: 'Event',
		name: 'event',
		type: 'options',
		noDataExpression: true,
		options: POLL_EVENTS.map(({ name, value, description }) => ({ name, value, description })),
		default: 'newMention',
		description:
			'What starts the workflow. The first check after activation only notes where things stand; each later one starts the workflow with what is new, oldest first.',
	},
	// Shown when the chosen credential cannot run the event, as the action node's notices.
	...POLL_EVENTS.flatMap(({ name, value, acceptedAuthentication }) =>
		authenticationNotices(eventSubject(name), acceptedAuthentication, { event: [value] }),
	),
	...authenticationNotices(ME_SUBJECT, USER, {
		event: POLL_EVENTS.filter(({ fields }) => fields.some(({ name }) => name === USER_FIELD)).map(
			({ value }) => value,
		),
		[USER_FIELD]: [ME],
	}),
	...POLL_EVENTS.flatMap(({ value, fields }) =>
		updateDisplayOptions({ show: { event: [value] } }, fields),
	),
	collection('Options', 'options', 'Add Option', [
		{
			displayName: 'Max Records per Poll',
			name: 'maxPerPoll',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: DEFAULT_MAX_PER_POLL,
			description:
				'The most posts, users or messages one poll reads. If more arrived since the last poll, the newest are kept and older ones are skipped.',
		},
	]),
	requestOptionsProperty,
];
