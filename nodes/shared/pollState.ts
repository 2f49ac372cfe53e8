import type { IDataObject, IPollFunctions } from 'n8n-workflow';

/** How many seen records a polling trigger remembers (ids of a list, fingerprints of rows). */
export const SEEN_CAP = 10_000;

/** Every state names the settings it belongs to: other settings start afresh. */
interface SettingsState {
	settings: string;
}

/**
 * What a polling trigger remembers between polls, under `key` in the node's workflow static data
 * only (saved with the workflow: another n8n process or a restart goes on from it; nothing is
 * kept in memory).
 */
export function pollState<State extends SettingsState>(key: string) {
	return {
		/** The state of these settings, or none on the first poll (or after the settings changed). */
		read(context: IPollFunctions, settings: string): State | undefined {
			const state = context.getWorkflowStaticData('node')[key] as State | undefined;
			return state?.settings === settings ? state : undefined;
		},
		/** Stores the state; a new object, so n8n's observed static data knows it changed. */
		write(context: IPollFunctions, state: State): void {
			context.getWorkflowStaticData('node')[key] = { ...state } as unknown as IDataObject;
		},
	};
}
