/**
 * Waits out the last 90 seconds of an hour: the node and the emulator both place "now" in its
 * UTC hour, and a test whose requests straddle two hours would see a new bucket (every serving
 * line item delivers an hour more) or a different current hour than the one it computed.
 */
export async function awayFromHourEnd(): Promise<void> {
	const left = 3_600_000 - (Date.now() % 3_600_000);
	if (left < 90_000) await new Promise((resolve) => setTimeout(resolve, left + 1_000));
}
