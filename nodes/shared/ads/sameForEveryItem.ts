import type { IGetNodeParameterOptions } from 'n8n-workflow';
import type { CodeOperationContext } from '../descriptions/codeOperation';

/** Whether a parameter's stored value holds an n8n expression anywhere (text starting with "="). */
export function holdsExpression(value: unknown): boolean {
	if (typeof value === 'string') return value.startsWith('=');
	if (Array.isArray(value)) return value.some(holdsExpression);
	if (value && typeof value === 'object') return Object.values(value).some(holdsExpression);
	return false;
}

/** Whether any of these parameters of the node may differ between items (they hold an expression). */
export const variesByItem = (context: CodeOperationContext, names: readonly string[]): boolean =>
	names.some((name) => holdsExpression(context.getNode().parameters[name]));

/**
 * A per-item computation that is run once when none of the parameters it reads holds an expression:
 * their value is then the same for every item, and resolving them again for each of 100,000 items
 * is most of a large batch upload's time. A failure is not remembered, so under Continue On Fail
 * every item still gets the error that names it.
 */
export function oncePerRunUnless<T>(
	context: CodeOperationContext,
	parameters: readonly string[],
	compute: (itemIndex: number) => T,
): (itemIndex: number) => T {
	if (variesByItem(context, parameters)) return compute;
	let known: { value: T } | undefined;
	return (itemIndex) => (known ??= { value: compute(itemIndex) }).value;
}

/** One parameter of an item, resolved once when it holds no expression (see oncePerRunUnless). */
export const parameterOfItem = <T>(
	context: CodeOperationContext,
	name: string,
	fallback: T,
	options?: IGetNodeParameterOptions,
): ((itemIndex: number) => T) =>
	oncePerRunUnless(
		context,
		[name],
		(itemIndex) => context.getNodeParameter(name, itemIndex, fallback, options) as T,
	);
