import { NodeOperationError, type ICredentialDataDecryptedObject, type INode } from 'n8n-workflow';

/** What reads a credential: an execution, a poll, a routed operation's hook or a picker. */
interface CredentialReader {
	getNode(): INode;
	getCredentials<T extends object = ICredentialDataDecryptedObject>(
		type: string,
		itemIndex?: number,
	): Promise<T>;
}

const FIELD = '"Credential to connect with"';

/**
 * The node's credential of `credentialType`. n8n's own errors name an ID and a type name
 * ("Credential with ID ... does not exist for type platformOAuth1Api"); a person needs to hear
 * which field to fix and how.
 */
export async function readCredentials(
	context: CredentialReader,
	credentialType: string,
): Promise<ICredentialDataDecryptedObject> {
	try {
		return await context.getCredentials<ICredentialDataDecryptedObject>(credentialType);
	} catch (error) {
		const message = (error as Error).message ?? '';
		const missing = /does not have any credentials set/i.test(message);
		const unreadable = /does not exist|could not be found|not found/i.test(message);
		const node = context.getNode();
		if (!missing && !unreadable) throw new NodeOperationError(node, error as Error);
		const chosen = node.credentials?.[credentialType];
		throw new NodeOperationError(
			node,
			missing
				? `Choose a credential first: ${FIELD} is empty`
				: `The credential${chosen?.name ? ` "${chosen.name}"` : ''} chosen in ${FIELD} could not be read`,
			{
				description: missing
					? `Pick one in ${FIELD} at the top of the panel, or create one there.`
					: `It was deleted or is no longer shared with you. Pick another in ${FIELD} at the top of the panel, or create one there.`,
			},
		);
	}
}
