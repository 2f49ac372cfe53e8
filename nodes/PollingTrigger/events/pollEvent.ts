import type { INodeProperties } from 'n8n-workflow';

import type { AuthenticationMethod } from '../../shared/credentialTypes';
import type { PollResult } from '../feeds';
import type { PollRun } from '../pollRun';

/** One event of the Platform Polling Trigger: its choice in the Event dropdown, fields and poll. */
export interface PollEvent {
	name: string;
	value: string;
	description: string;
	/** The requests of one poll, as docs/operations.md shows them. */
	requests: string;
	/** The credential kinds its endpoints accept (checked before any request). */
	acceptedAuthentication: AuthenticationMethod[];
	/** Fields shown for this event only (display options are added by the node). */
	fields: INodeProperties[];
	/** Parameters whose change starts the trigger afresh (the first poll again). */
	settings: string[];
	poll(run: PollRun): Promise<PollResult>;
}
